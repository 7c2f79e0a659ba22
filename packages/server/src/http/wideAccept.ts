import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * Descriptors of the listening socket this process adds to its event loop by default (wideAccept): with the
 * server's own, up to 17 connections are accepted a turn of the loop instead of one.
 */
export const EXTRA_ACCEPT_HANDLES = 16;
/** How long the helper may take to send them all back. */
const HELPER_WAIT_MS = 10_000;

/**
 * The helper process's code: it is sent the listening socket's handle once, sends it back `count` times (each
 * message carries a new descriptor of the same socket), and once told that all arrived, closes its own and ends. It
 * never listens or accepts: the handle it gets is a raw one, outside its event loop.
 */
const HELPER = `process.once('message', (message, handle) => {
  for (let i = 0; i < Number(message.count); i++) process.send('handle', handle);
  process.once('message', () => (handle.close(), process.disconnect()));
});`;

/**
 * Lets `server` accept more than one new connection a turn of the event loop: `count` more descriptors of its
 * listening socket, each in the loop, each handing what it accepts to `server` as its own connections.
 *
 * libuv (since 1.45, Node 20) accepts one connection per listening descriptor per turn of the loop. Under a burst of
 * rounds a turn takes tens of milliseconds, and a process accepted about 40 connections a second: visitors who came
 * at the deadline waited one to three seconds before their first request was even read (bench/README.md, "New
 * connections at the deadline"). The kernel gives each waiting connection to one descriptor: none is accepted twice.
 *
 * Node cannot duplicate a descriptor itself; a short-lived helper process does it (HELPER), as Node's cluster does
 * when it shares a socket between processes. `server` must be listening, on a socket of its own (not a cluster
 * worker's round-robin handle: then it is left as it is, and the function says so by returning 0 added).
 * Returns how many were added and the function that closes them (before `server` closes, so that none accepts
 * after it; it does not wait for their connections, which close with `server`).
 */
export async function wideAccept(server: net.Server, count = EXTRA_ACCEPT_HANDLES): Promise<{ added: number; close: () => Promise<void> }> {
  // The listening socket's handle (node's own, as child_process sends it); a cluster worker's round-robin handle has no descriptor.
  const handle = (server as unknown as { _handle?: { fd?: number } | null })._handle;
  if (count <= 0 || !handle || typeof handle.fd !== 'number' || handle.fd < 0) return { added: 0, close: async () => undefined };
  const extras: net.Server[] = [];
  // Each stops accepting at once (its descriptor is closed); the connections it accepted are the HTTP server's, and end
  // with it (net.Server's close callback would wait for them, and the HTTP server closes them only after).
  const close = async () => {
    for (const extra of extras.splice(0)) extra.close();
  };
  const helper = spawn(process.execPath, ['-e', HELPER], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    await new Promise<void>((resolve, reject) => {
      helper.on('message', (message, received) => {
        if (message !== 'handle' || !received) return;
        // Its sockets are made as the server's own would be (an HTTP server's: half-open allowed, no Nagle delay).
        const own = server as net.Server & { allowHalfOpen: boolean; noDelay: boolean; keepAlive: boolean; keepAliveInitialDelay: number; highWaterMark: number };
        const extra = new net.Server({
          allowHalfOpen: own.allowHalfOpen,
          noDelay: own.noDelay,
          keepAlive: own.keepAlive,
          keepAliveInitialDelay: own.keepAliveInitialDelay * 1000,
          highWaterMark: own.highWaterMark,
        });
        // A connection it accepts is the server's, as if the server had accepted it (the HTTP server's own handler).
        extra.on('connection', (socket) => server.emit('connection', socket));
        extra.on('error', (error) => server.emit('error', error));
        extra.listen(received);
        extras.push(extra);
        if (extras.length === count) {
          helper.send('done');
          resolve();
        }
      });
      helper.once('error', reject);
      helper.once('exit', (code) => {
        if (extras.length < count) reject(new Error(`the accept helper ended (${code}) after ${extras.length} of ${count} descriptors`));
      });
      helper.send({ count }, handle as unknown as net.Socket);
      // A helper that never answers (a machine that cannot pass descriptors) does not hold the start-up.
      setTimeout(() => reject(new Error(`the accept helper sent ${extras.length} of ${count} descriptors in ${HELPER_WAIT_MS} ms`)), HELPER_WAIT_MS).unref();
    });
  } catch (error) {
    await close();
    helper.kill();
    throw error;
  }
  return { added: extras.length, close };
}
