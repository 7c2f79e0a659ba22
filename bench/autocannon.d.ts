/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Request {
    method?: string;
    path?: string;
    /** Path of a CommonJS module exporting `(request, context) => request`. */
    setupRequest?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    warmup?: { duration: number; connections?: number };
    requests?: Request[];
    initialContext?: Record<string, string>;
    /** Path of a CommonJS module exporting `(body) => boolean`. */
    verifyBody?: string;
    title?: string;
  }
  export interface Result {
    title?: string;
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
  }
  function autocannon(options: Options): PromiseLike<Result>;
  export default autocannon;
}
