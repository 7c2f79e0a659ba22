import { Worker } from 'node:worker_threads';
import { warning } from '../http/errors';
import type { ZipLimits } from './zipLimits';
import { unpacksTooLarge } from './zipLimits';

/**
 * Untrusted files are unpacked and parsed in worker threads (fileReaderWorker.mjs), never on the main
 * thread, so that one file cannot stall every other request. Each worker runs under these V8 limits; a
 * job running past its time limit, or a worker running out of memory, ends the worker and refuses the file.
 * Figures and reasons: docs/decisions/security-uploads-quoting.md.
 */
export const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 } as const;
/** Workers at most (2 cores: one file never takes them all, and their memory stays bounded). */
export const MAX_WORKERS = 2;
/** Files waiting for a worker at most; more are refused as busy rather than held in memory. */
export const MAX_WAITING = 16;
/** Time limits of the jobs, from when a worker takes them (the first job of a new worker includes loading it). */
export const SNIFF_TIME_LIMIT_MS = 5_000;
export const SHEET_TIME_LIMIT_MS = 10_000;

const WORKER_URL = new URL('./fileReaderWorker.mjs', import.meta.url);

type Job = { kind: 'sniff'; content: Uint8Array } | { kind: 'sheet'; content: Uint8Array; limits: ZipLimits; width: number; maxRows: number };
type Reply = { id: number; result?: unknown; refusal?: 'tooLarge' | 'invalid' };

/** Why a file was refused: beyond the unpacking limits, not readable, or past the time or memory limit. */
export type ReadFailure = 'tooLarge' | 'invalid' | 'tooComplex';

class ReadRefused extends Error {
  constructor(readonly failure: ReadFailure) {
    super(failure);
  }
}

interface Pending {
  job: Job;
  timeLimitMs: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** One worker: runs one job at a time, and is ended (and later replaced) when a job goes wrong. */
class ReaderThread {
  private readonly worker: Worker;
  private current: (Pending & { id: number; timer: NodeJS.Timeout }) | null = null;
  private nextId = 0;
  ended = false;

  constructor(private readonly onIdle: (thread: ReaderThread) => void) {
    // No tsx loader in the worker (execArgv of `npm start`): it is plain JavaScript and starts faster.
    this.worker = new Worker(WORKER_URL, { execArgv: [], resourceLimits: WORKER_LIMITS });
    // An idle worker must not keep the process (or a test run) alive.
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY), or any crash: the file is refused, the worker is gone.
    this.worker.on('error', () => this.fail('tooComplex'));
    this.worker.on('exit', () => this.fail('tooComplex'));
  }

  get busy() {
    return this.current !== null;
  }

  run(pending: Pending) {
    const id = (this.nextId += 1);
    const timer = setTimeout(() => this.fail('tooComplex'), pending.timeLimitMs);
    this.current = { ...pending, id, timer };
    this.worker.ref();
    // The copy is transferred, not cloned again; the caller keeps its own buffer.
    const content = new Uint8Array(pending.job.content);
    this.worker.postMessage({ id, job: { ...pending.job, content } }, [content.buffer]);
  }

  private settle(reply: Reply) {
    const current = this.current;
    if (!current || reply.id !== current.id) return;
    clearTimeout(current.timer);
    this.current = null;
    this.worker.unref();
    if (reply.refusal) current.reject(new ReadRefused(reply.refusal));
    else current.resolve(reply.result);
    this.onIdle(this);
  }

  private fail(failure: ReadFailure) {
    const current = this.current;
    this.current = null;
    if (!this.ended) {
      this.ended = true;
      void this.worker.terminate();
    }
    if (current) {
      clearTimeout(current.timer);
      current.reject(new ReadRefused(failure));
    }
    this.onIdle(this);
  }
}

/** At most MAX_WORKERS workers, started when needed and kept for the next files; jobs wait their turn. */
class ReaderPool {
  private threads: ReaderThread[] = [];
  private readonly waiting: Pending[] = [];

  run(job: Job, timeLimitMs: number): Promise<unknown> {
    if (this.waiting.length >= MAX_WAITING) return Promise.reject(warning('fileReaderBusy'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ job, timeLimitMs, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    this.threads = this.threads.filter((t) => !t.ended);
    while (this.waiting.length) {
      let thread = this.threads.find((t) => !t.busy);
      if (!thread && this.threads.length < MAX_WORKERS) {
        thread = new ReaderThread(() => this.dispatch());
        this.threads.push(thread);
      }
      if (!thread) return;
      thread.run(this.waiting.shift()!);
    }
  }
}

const pool = new ReaderPool();

/** Runs a job, turning a worker's refusal into the caller's refusal (601) for that failure. */
async function read<T>(job: Job, timeLimitMs: number, refusal: (failure: ReadFailure) => Error): Promise<T> {
  try {
    return (await pool.run(job, timeLimitMs)) as T;
  } catch (error) {
    if (error instanceof ReadRefused) throw refusal(error.failure);
    throw error;
  }
}

/** The type of a file from its content (file-type, in a worker); null when it is not recognized. */
export function sniffFileType(content: Buffer, refusal: (failure: ReadFailure) => Error): Promise<{ ext: string; mime: string } | null> {
  return read({ kind: 'sniff', content }, SNIFF_TIME_LIMIT_MS, refusal);
}

/** The first sheet of an .xlsx as text (see fileReaderWorker.mjs), unpacked in a worker within `limits`; null without a sheet. */
export function readFirstSheet(
  content: Buffer,
  options: { limits: ZipLimits; width: number; maxRows: number },
  refusal: (failure: ReadFailure) => Error,
): Promise<{ header: string[]; rows: { r: number; cells: string[] }[] } | null> {
  return read({ kind: 'sheet', content, ...options }, SHEET_TIME_LIMIT_MS, refusal);
}

/** The usual refusals: beyond the limits (naming them), past the time or memory limit, or `invalid` for an unreadable file. */
export const refusalFor = (limits: ZipLimits, invalid: () => Error) => (failure: ReadFailure) =>
  failure === 'tooLarge' ? unpacksTooLarge(limits) : failure === 'tooComplex' ? warning('fileTooComplex') : invalid();
