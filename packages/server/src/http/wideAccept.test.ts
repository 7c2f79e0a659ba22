import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { wideAccept } from './wideAccept';

/**
 * A client process: opens `count` connections (the kernel completes them without the server), writes `ready` once all
 * are open, then asks GET / on each (kept alive) and prints how many were answered 200 once all are; with `keep` it
 * then holds them open until it is killed, otherwise it ends.
 */
const CLIENT = `
const net = require('node:net'), fs = require('node:fs');
const [port, count, ready, keep] = process.argv.slice(1);
const sockets = [];
let open = 0, answered = 0, done = 0;
for (let i = 0; i < Number(count); i++) {
  const socket = net.connect(Number(port), '127.0.0.1', () => {
    if (++open === Number(count)) {
      fs.writeFileSync(ready, '');
      for (const s of sockets) s.write('GET / HTTP/1.1\\r\\nHost: test\\r\\n\\r\\n');
    }
  });
  let text = '';
  socket.on('data', (chunk) => {
    text += chunk;
    if (!/\\r\\n\\r\\nok$/.test(text)) return;
    if (text.startsWith('HTTP/1.1 200')) answered++;
    if (++done === Number(count)) {
      console.log(answered);
      if (keep !== '1') process.exit(0);
    }
  });
  socket.on('error', () => undefined);
  sockets.push(socket);
}`;

const CONNECTIONS = 20;
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/**
 * Opens CONNECTIONS connections to `server` while this process's event loop is held (they wait in the socket's
 * queue, as under a burst), then lets the loop run and counts the connections accepted in each turn of it.
 */
async function acceptedPerTurn(server: http.Server, keep = false) {
  const dir = mkdtempSync(join(tmpdir(), 'wide-accept-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const ready = join(dir, 'ready');
  let accepted = 0;
  server.on('connection', () => accepted++);
  const port = (server.address() as AddressInfo).port;
  const client = spawn(process.execPath, ['-e', CLIENT, String(port), String(CONNECTIONS), ready, keep ? '1' : '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const answeredAll = new Promise<void>((resolve) => client.stdout.on('data', (chunk) => (output += chunk).includes('\n') && resolve()));
  cleanups.push(() => void client.kill());
  // The loop is held (a synchronous wait) until the kernel has completed every connection: none is accepted yet.
  const wait = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + 10_000;
  while (!existsSync(ready) && Date.now() < deadline) Atomics.wait(wait, 0, 0, 5);
  expect(existsSync(ready)).toBe(true);
  expect(accepted).toBe(0);
  // Each check phase (setImmediate) follows one poll phase, where the connections are accepted.
  const perTurn: number[] = [];
  let seen = 0;
  await new Promise<void>((resolve) => {
    const turn = () => {
      perTurn.push(accepted - seen);
      seen = accepted;
      if (accepted >= CONNECTIONS || perTurn.length > 1_000) resolve();
      else setImmediate(turn);
    };
    setImmediate(turn);
  });
  await answeredAll;
  // From the first turn that accepted any.
  return { perTurn: perTurn.slice(perTurn.findIndex((n) => n > 0)), answered: Number(output.trim()) };
}

async function listeningServer() {
  const server = http.createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return server;
}

describe('wideAccept', () => {
  it('without it, a process accepts one waiting connection a turn of its event loop (libuv since 1.45)', async () => {
    const { perTurn, answered } = await acceptedPerTurn(await listeningServer());
    expect(Math.max(...perTurn)).toBe(1);
    expect(perTurn.filter((n) => n > 0)).toHaveLength(CONNECTIONS);
    expect(answered).toBe(CONNECTIONS);
  });

  it('accepts one connection a turn per descriptor, and the HTTP server answers each', async () => {
    const server = await listeningServer();
    const accept = await wideAccept(server, 4);
    cleanups.push(accept.close);
    expect(accept.added).toBe(4);
    const { perTurn, answered } = await acceptedPerTurn(server);
    // Five descriptors (the server's and four more): five connections the first turn, all twenty in four turns.
    expect(perTurn[0]).toBe(5);
    expect(perTurn.filter((n) => n > 0).length).toBeLessThanOrEqual(4);
    expect(answered).toBe(CONNECTIONS);
  });

  it('closes at once while connections it accepted are open; they stay the server\'s', async () => {
    const server = await listeningServer();
    const accept = await wideAccept(server, 4);
    const { perTurn, answered } = await acceptedPerTurn(server, true);
    expect(perTurn[0]).toBe(5);
    expect(answered).toBe(CONNECTIONS);
    // Twenty kept-alive connections are open, at least four of them accepted by the added descriptors.
    const closed = await Promise.race([accept.close().then(() => 'closed'), new Promise((resolve) => setTimeout(resolve, 2_000, 'still waiting'))]);
    expect(closed).toBe('closed');
    server.closeAllConnections();
  });

  it('leaves a server with no listening descriptor of its own as it is (not listening, or a cluster round-robin handle)', async () => {
    const server = http.createServer();
    expect((await wideAccept(server, 4)).added).toBe(0);
  });

  it('accepts nothing more once closed, and the server goes on alone', async () => {
    const server = await listeningServer();
    const accept = await wideAccept(server, 4);
    await accept.close();
    const { perTurn, answered } = await acceptedPerTurn(server);
    expect(Math.max(...perTurn)).toBe(1);
    expect(answered).toBe(CONNECTIONS);
  });
});
