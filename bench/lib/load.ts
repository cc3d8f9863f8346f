import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Drives `url` with `connections` concurrent connections for `seconds` and returns throughput and latency (ms). */
export async function runLoad(
  url: string,
  {
    connections = 50,
    seconds = 8,
    headers = {},
  }: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  return summarise(await autocannon({ url, connections, duration: seconds, headers, pipelining: 1 }));
}

/**
 * Drives the server at `baseUrl` with `paths` in turn on every connection (each connection sends the first,
 * then the next, and starts over) and returns the mix's throughput and latency (ms) with its request count.
 */
export async function runMix(
  baseUrl: string,
  paths: string[],
  {
    connections = 50,
    seconds = 8,
    headers = {},
  }: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult & { requests: number }> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers,
    pipelining: 1,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return { ...summarise(result), requests: result.requests.total };
}

/** An autocannon run as the bench prints it: throughput, latency (ms) and failures. */
function summarise(result: autocannon.Result): LoadResult {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
