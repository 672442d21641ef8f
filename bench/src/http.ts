import autocannon from 'autocannon';

export interface HttpFigures {
  reqPerSec: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Loopback only, bounded in time and connections. */
export async function load(url: string, headers: Record<string, string> = {}, seconds = 10): Promise<HttpFigures> {
  const result = await autocannon({ url, headers, connections: 50, duration: seconds, pipelining: 1 });
  return {
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
