import autocannon from 'autocannon';
import type { BenchConfig } from './config.ts';
import { type Memory, readMemory } from './processes.ts';

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  /** Milliseconds, from every response's own timing (autocannon's, not its 1 ms histogram buckets). */
  latency: { mean: number; p50: number; p99: number; max: number };
  /** Anything but a 2xx answer: the figure is not trustworthy then. */
  failures: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Each request's path and query instead of the url's: a different one per request (a cold cache). */
  nextPath?: () => string;
  connections: number;
  seconds: number;
  maxRequests: number;
}

/** One bounded autocannon run (time and request count). */
export function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: options.url,
        headers: options.headers,
        ...(options.nextPath
          ? {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => ({ ...request, path: options.nextPath!() }),
                },
              ],
            }
          : {}),
        connections: options.connections,
        duration: options.seconds,
        maxOverallRequests: options.maxRequests,
        timeout: 120,
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const completed = latencies.length;
        resolve({
          requests: completed,
          seconds: result.duration,
          rps: completed / result.duration,
          latency: summarise(latencies),
          failures: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  });
}

export function summarise(values: number[]) {
  if (!values.length) return { mean: Number.NaN, p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return { mean: sorted.reduce((sum, v) => sum + v, 0) / sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1)! };
}

export interface Target {
  url: string;
  headers?: Record<string, string>;
  /** See LoadOptions.nextPath. */
  nextPath?: () => string;
}

/** One run against a target within the configuration's request bound. */
const loadWithin = (config: BenchConfig, target: Target, connections: number, seconds: number) =>
  load({ url: target.url, headers: target.headers, nextPath: target.nextPath, connections, seconds, maxRequests: config.maxRequests });

/** A warm-up run (discarded), then the measured one. */
export async function measure(
  config: BenchConfig,
  url: string,
  headers: Record<string, string>,
  connections = config.connections,
  seconds = config.duration,
): Promise<LoadResult> {
  await loadWithin(config, { url, headers }, connections, config.warmup);
  return loadWithin(config, { url, headers }, connections, seconds);
}

export interface Pair {
  a: LoadResult;
  b: LoadResult;
}

/**
 * Two endpoints side by side: after a warm-up of both, `rounds` × A B B A, each slice half the
 * run's time, so that a drift of the machine (or a neighbour's burst) weighs on both alike.
 * Requests and seconds add up over the slices.
 */
export async function sideBySide(config: BenchConfig, a: Target, b: Target): Promise<Pair> {
  const half = Math.max(1, config.duration / 2);
  const run = (target: Target) => loadWithin(config, target, config.connections, half);
  await loadWithin(config, a, config.connections, config.warmup);
  await loadWithin(config, b, config.connections, config.warmup);
  let pair: Pair | undefined;
  for (let round = 0; round < config.rounds; round++) {
    const a1 = await run(a);
    const b1 = await run(b);
    const b2 = await run(b);
    const a2 = await run(a);
    pair = pair ? { a: combine(pair.a, combine(a1, a2)), b: combine(pair.b, combine(b1, b2)) } : { a: combine(a1, a2), b: combine(b1, b2) };
  }
  return pair!;
}

function combine(x: LoadResult, y: LoadResult): LoadResult {
  const requests = x.requests + y.requests;
  const seconds = x.seconds + y.seconds;
  const weighted = (f: (r: LoadResult) => number) => (f(x) * x.requests + f(y) * y.requests) / Math.max(1, requests);
  return {
    requests,
    seconds,
    rps: requests / seconds,
    // Percentiles of two runs cannot be merged exactly; weighted by their requests they come close.
    latency: {
      mean: weighted((r) => r.latency.mean),
      p50: weighted((r) => r.latency.p50),
      p99: weighted((r) => r.latency.p99),
      max: Math.max(x.latency.max, y.latency.max),
    },
    failures: x.failures + y.failures,
  };
}

/** Samples a process's resident memory every `everyMs` until stopped: the peak seen and the kernel's high-water mark. */
export function sampleMemory(pid: number, everyMs = 100) {
  let peak = readMemory(pid).rssMb;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, readMemory(pid).rssMb);
    } catch {
      // The process ended; the last peak stands.
    }
  }, everyMs);
  return {
    stop(): { peakRssMb: number } & Memory {
      clearInterval(timer);
      const now = readMemory(pid);
      return { peakRssMb: Math.max(peak, now.rssMb), ...now };
    },
  };
}
