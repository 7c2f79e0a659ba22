import { randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';

type CallOptions = { method?: string; headers?: Record<string, string>; body?: string };

/** One of the clients below: calls, and ends its connections. */
export interface HttpClient {
  call(url: string, options?: CallOptions): Promise<HttpAnswer>;
  close(): void;
}

/** An answer read whole: its status, headers, body text, and when the request had been handed to the socket. */
export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Date.now() when the request's last byte was handed to the operating system ('finish'). */
  writtenAt: number;
}

/**
 * The suppliers' HTTP client of the burst: node:http on keep-alive connections. In a real auction each supplier's
 * browser runs on a machine of its own; here 500 of them share one process and the server's two cores, so what the
 * client spends is taken from the server. Node's `fetch` (undici's WHATWG layer) spent about four to five times the
 * CPU of node:http per request in a side-by-side test (bench/README.md, "The suppliers' client"), a quarter of the
 * machine in a closed burst. The connections are kept open between calls, as a browser keeps its connection to the
 * portal, and opened before the burst (see `burst`).
 */
export function keepAliveClient(): HttpClient {
  const agent = new Agent({ keepAlive: true, scheduling: 'lifo' });
  const call = (url: string, options: CallOptions = {}) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const headers = { ...options.headers, ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}) };
      let writtenAt = NaN;
      const req = request(url, { method: options.method ?? 'GET', headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8'), writtenAt }));
        response.on('error', reject);
      });
      req.on('finish', () => (writtenAt = Date.now()));
      req.on('error', reject);
      req.end(options.body);
    });
  return { call, close: () => agent.destroy() };
}

/**
 * The client the burst used until 2026-11-29 (BURST_CLIENT=fetch), for comparisons: Node's fetch, the write time
 * from undici's `undici:client:sendHeaders` (matched by a header of the request's own).
 */
export function fetchClient(): HttpClient {
  const written = new Map<string, number>();
  const onHeaders = (message: unknown) => {
    const id = /x-bench-request: ([^\r]+)/.exec((message as { headers: string }).headers)?.[1];
    if (id) written.set(id, Date.now());
  };
  subscribe('undici:client:sendHeaders', onHeaders);
  return {
    async call(url, options = {}) {
      const id = randomUUID();
      const response = await fetch(url, { method: options.method ?? 'GET', headers: { ...options.headers, 'x-bench-request': id }, body: options.body });
      const text = await response.text();
      const writtenAt = written.get(id) ?? NaN;
      written.delete(id);
      return { status: response.status, headers: Object.fromEntries(response.headers), text, writtenAt };
    },
    close: () => unsubscribe('undici:client:sendHeaders', onHeaders),
  };
}
