import { vi } from 'vitest';

export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch stand-in answering with real envelopes and real Response objects; records what was sent. */
export function stubFetch(answer: (req: SeenRequest) => { status?: number; body: unknown } | Error) {
  const seen: SeenRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const req: SeenRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(req);
    const a = answer(req);
    if (a instanceof Error) throw a;
    return new Response(JSON.stringify(a.body), {
      status: a.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { seen, fetchStub };
}
