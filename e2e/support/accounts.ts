import { CALLS, OPS_TOKEN_HEADER } from '@wps/contract';
import type { Page } from '@playwright/test';

const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
const headers = () => ({ 'content-type': 'application/json', [OPS_TOKEN_HEADER]: process.env.E2E_OPS_TOKEN ?? '' });
const path = (p: string, params: Record<string, string>) =>
  Object.entries(params).reduce((s, [k, v]) => s.replace(`:${k}`, encodeURIComponent(v)), p);

/** A name no other test or project run uses (usernames: 4-16 of [A-Za-z0-9_]). */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
/** A mobile number no other test uses. */
export const uniqueMobile = () => `917${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`;

/** The newest message the outbox provider holds for a recipient (`+639171234567` or an e-mail address). */
export async function latestOutbox(to: string): Promise<{ body: string; channel: string }> {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${base()}${path(CALLS.opsOutbox.path, { code: 'demo' })}?to=${encodeURIComponent(to)}`, { headers: headers() });
    if (!res.ok) throw new Error(`outbox answered ${res.status}`);
    const list = ((await res.json()) as { value: { body: string; channel: string }[] }).value;
    if (list[0]) return list[0];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no message to ${to}`);
}

export async function latestCode(to: string): Promise<string> {
  const { body } = await latestOutbox(to);
  const m = /(\d{6})/.exec(body);
  if (!m) throw new Error(`no code in: ${body}`);
  return m[1]!;
}

/** The answer of a captcha image, by the key the page asked with (operator API). */
export async function captchaAnswer(key: string): Promise<string> {
  const res = await fetch(`${base()}${path(CALLS.opsCaptcha.path, { code: 'demo', key })}`, { headers: headers() });
  if (!res.ok) throw new Error(`captcha answered ${res.status}`);
  return ((await res.json()) as { value: { answer: string } }).value.answer;
}

/** Waits for the page's next captcha image request and answers its key. */
export async function nextCaptchaKey(page: Page): Promise<string> {
  const req = await page.waitForRequest((r) => r.url().includes('/wps/captcha?'));
  return new URL(req.url()).searchParams.get('key')!;
}

/** Creates a member as an operator; `temporary` (default) forces a password change at the first login. */
export async function createMember(m: {
  username: string;
  password: string;
  email?: string;
  /** `+63|9171234567` */
  mobile?: string;
  temporary?: boolean;
}): Promise<void> {
  const res = await fetch(`${base()}${path(CALLS.opsCreateMember.path, { code: 'demo' })}`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify(m),
  });
  if (!res.ok) throw new Error(`create member answered ${res.status}: ${await res.text()}`);
}
