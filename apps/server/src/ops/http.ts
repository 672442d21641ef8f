import { CALLS, OPS_TOKEN_HEADER } from '@wps/contract';

// How `npm run ops` reaches the server: one address rule and one sender for every command, so a failure always
// says which server was called.

export const DEFAULT_OPS_PORT = '8080';

/**
 * The server the commands call: OPS_URL when set, else the local server on PORT, the variable `npm start` listens on
 * (so a server started with PORT=9090 is found without more settings), else on 8080.
 */
export function opsBaseUrl(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const url = env.OPS_URL?.trim();
  if (url) {
    if (!/^https?:\/\/[^/\s]+/i.test(url)) throw new Error(`OPS_URL must be an http(s) address such as http://127.0.0.1:8080, got "${url}"`);
    return url.replace(/\/+$/, '');
  }
  const port = env.PORT?.trim() || DEFAULT_OPS_PORT;
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) throw new Error(`PORT must be a port number, got "${port}"`);
  return `http://127.0.0.1:${port}`;
}

export interface OpsCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

export interface OpsAnswer {
  ok: boolean;
  status: number;
  text: string;
}

/** Node's fetch hides the reason in `cause` ("fetch failed" / ECONNREFUSED). */
function networkReason(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } } | null)?.cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}

/**
 * Sends one operator call and prints the answer. A server that cannot be reached is an error naming the address;
 * a refusal (not 2xx) is printed with the method, the full address and the status on stderr.
 */
export async function sendOps(base: string, token: string, call: OpsCall): Promise<OpsAnswer> {
  const url = `${base}${call.path}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: call.method,
      headers: { [OPS_TOKEN_HEADER]: token, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
  } catch (err) {
    throw new Error(
      `could not reach the server at ${base} (${call.method} ${call.path}): ${networkReason(err)}. ` +
        'Start it, or point OPS_URL (or PORT for a local server) at it.',
    );
  }
  const text = await res.text();
  console.log(text);
  if (!res.ok) console.error(`${call.method} ${url} answered ${res.status}`);
  return { ok: res.ok, status: res.status, text };
}

/** The credential the commands send, and how to let go of it when they are done. */
export interface OpsCredential {
  token: string;
  end(): Promise<void>;
}

/**
 * Who the commands act as, with the same roles as in the back office: OPS_API_KEY (an operator's API key, made in the
 * back office or with `api-key create`), else OPS_USER and OPS_PASSWORD (and OPS_OTP once two-factor is on): a
 * session that ends when the command is done.
 */
export async function opsSignIn(base: string, env: Readonly<Record<string, string | undefined>> = process.env): Promise<OpsCredential> {
  const key = env.OPS_API_KEY?.trim();
  if (key) return { token: key, end: async () => {} };
  const username = env.OPS_USER?.trim();
  const password = env.OPS_PASSWORD;
  if (!username || !password) throw new Error('set OPS_API_KEY, or OPS_USER and OPS_PASSWORD (and OPS_OTP with two-factor): the operator the commands act as');
  let res: Response;
  try {
    res = await fetch(`${base}${CALLS.opsLogin.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, ...(env.OPS_OTP ? { otp: env.OPS_OTP.trim() } : {}) }),
    });
  } catch (err) {
    throw new Error(`could not reach the server at ${base} to sign in: ${networkReason(err)}`);
  }
  const body = (await res.json().catch(() => null)) as { success?: boolean; value?: { token: string }; errorCode?: string } | null;
  if (!res.ok || !body?.value?.token) throw new Error(`sign-in as ${username} refused (${res.status} ${body?.errorCode ?? ''})`);
  const token = body.value.token;
  return {
    token,
    end: async () => {
      await fetch(`${base}${CALLS.opsLogout.path}`, { method: 'POST', headers: { [OPS_TOKEN_HEADER]: token } }).catch(() => undefined);
    },
  };
}
