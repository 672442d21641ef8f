import { CALLS, callPath } from '@wps/contract';
import { opsCall } from './ops.js';
import type { Page } from '@playwright/test';


/** A name no other test or project run uses (usernames: 4-16 of [A-Za-z0-9_]). */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
/** A mobile number no other test uses. */
export const uniqueMobile = () => `917${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`;

/** The newest message the outbox provider holds for a recipient (`+639171234567` or an e-mail address). */
export async function latestOutbox(to: string): Promise<{ body: string; channel: string }> {
  for (let i = 0; i < 20; i++) {
    const list = await opsCall<{ body: string; channel: string }[]>('GET', `${callPath(CALLS.opsOutbox.path, { code: 'demo' })}?to=${encodeURIComponent(to)}`);
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
  return (await opsCall<{ answer: string }>('GET', callPath(CALLS.opsCaptcha.path, { code: 'demo', key }))).answer;
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
  await opsCall('POST', callPath(CALLS.opsCreateMember.path, { code: 'demo' }), m);
}
