import autocannon from "autocannon";

export interface HttpCall {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** One stretch of load: counts, and every response's latency in milliseconds. */
export interface Sample {
  requests: number;
  seconds: number;
  errors: number;
  bytes: number;
  latencies: number[];
}

export interface Measured {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  bytesPerRequest: number;
}

/**
 * Sends `calls` round-robin on every connection for `seconds`. Latencies are taken from each response's
 * own timing (microsecond precision), since autocannon's histogram keeps whole milliseconds.
 */
export async function load(baseUrl: string, calls: HttpCall[], connections: number, seconds: number): Promise<Sample> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: baseUrl, connections, duration: seconds, pipelining: 1, requests: calls, timeout: 10 }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors + result.non2xx,
    bytes: result.throughput.total,
    latencies,
  };
}

/** Several stretches of the same load, taken apart in time, as one measurement. */
export function summarize(samples: Sample[]): Measured {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const requests = samples.reduce((n, s) => n + s.requests, 0);
  return {
    requests,
    rps: requests / samples.reduce((n, s) => n + s.seconds, 0),
    p50: at(0.5),
    p99: at(0.99),
    errors: samples.reduce((n, s) => n + s.errors, 0),
    bytesPerRequest: samples.reduce((n, s) => n + s.bytes, 0) / Math.max(1, requests),
  };
}
