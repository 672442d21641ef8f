import { minorToMoney, moneyToMinor } from '@wps/contract';

// Pure helpers of the finance screens beyond the two queues (balance adjustments, reconciliation, reward
// applications, deposit channels): amounts and their sign, the reconciliation's days, CSV text, when a channel
// switch asks first. Amounts stay decimal strings throughout (never floats).

/** Which way an adjustment moves the member's balance: credit adds, debit takes away. */
export type Direction = 'credit' | 'debit';

/** A positive amount of at most 12 digits and 2 decimals, as typed ("100", "100.5", "100.50"). */
const UNSIGNED = /^\d{1,12}(\.\d{1,2})?$/;

/** The amount typed without its sign: a well-formed positive amount (zero allowed only when `allowZero`). */
export function isAmount(text: string | null | undefined, allowZero = false): boolean {
  const v = (text ?? '').trim();
  if (!UNSIGNED.test(v)) return false;
  return allowZero || /[1-9]/.test(v);
}

/** "100" -> "100.00", "007.5" -> "7.50": the amount with exactly 2 decimals (a well-formed amount only). */
export function normalizeAmount(text: string): string {
  const v = text.trim();
  if (!UNSIGNED.test(v)) throw new Error(`not an amount: ${text}`);
  return minorToMoney(moneyToMinor(v));
}

/**
 * The signed amount opsRequestAdjustment takes: a credit as it is, a debit with a minus sign ("50.00" debit ->
 * "-50.00"). The amount must be positive (a sign typed into the field is refused: the direction says it).
 */
export function toSignedAmount(direction: Direction, amount: string): string {
  if (!isAmount(amount)) throw new Error(`not a positive amount: ${amount}`);
  const v = normalizeAmount(amount);
  return direction === 'debit' ? `-${v}` : v;
}

/** A signed amount of the server ("-50.00") as its direction and its size ("50.00"). */
export function fromSignedAmount(signed: string): { direction: Direction; amount: string } {
  const v = signed.trim();
  return v.startsWith('-') ? { direction: 'debit', amount: v.slice(1) } : { direction: 'credit', amount: v.replace(/^\+/, '') };
}

/** Decimal strings summed exactly (in minor units): ["1.10", "-0.20"] -> "0.90". */
export function sumMoney(amounts: string[]): string {
  return minorToMoney(amounts.reduce((n, a) => n + moneyToMinor(a), 0n));
}

// ---- reconciliation days (UTC calendar days, as the server counts them) ----

export const RECONCILE_DEFAULT_DAYS = 14;
export const RECONCILE_MAX_DAYS = 92;
const DAY_MS = 86_400_000;

const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const timeOf = (day: string) => new Date(`${day}T00:00:00Z`).getTime();

/** The last `days` UTC days up to `today` (included): the report's default range. */
export function lastDays(days = RECONCILE_DEFAULT_DAYS, today: Date = new Date()): { from: string; to: string } {
  const to = dayOf(today.getTime());
  return { from: dayOf(timeOf(to) - (days - 1) * DAY_MS), to };
}

/** How many days [from, to] spans, both included (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  const n = Math.round((timeOf(to) - timeOf(from)) / DAY_MS) + 1;
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Whether a range may be asked for: well-formed days, in order, at most 92 of them. */
export function rangeProblem(from: string, to: string): 'order' | 'tooLong' | null {
  const n = daysBetween(from, to);
  if (n === 0) return 'order';
  return n > RECONCILE_MAX_DAYS ? 'tooLong' : null;
}

/** The ledger kinds of a report in a stable order: the usual ones first, then any other alphabetically. */
export const KNOWN_KINDS = ['deposit', 'bonus', 'withdraw_hold', 'withdraw_release', 'transfer_out', 'transfer_in', 'bet', 'settle', 'refund', 'adjust', 'seed', 'agent-transfer', 'agent-salary', 'agent-dividend'];
export function orderKinds(kinds: Iterable<string>): string[] {
  const set = new Set(kinds);
  const known = KNOWN_KINDS.filter((k) => set.has(k));
  const other = [...set].filter((k) => !KNOWN_KINDS.includes(k)).sort();
  return [...known, ...other];
}

interface DayLike {
  day: string;
  kinds: { kind: string; total: string; count: number }[];
  net: string;
  entries: number;
  breaks: number;
  ok: boolean;
}

/** The report's days as rows for a table or a CSV: one total per kind (`0.00` where the day had none). */
export function dayRows<D extends DayLike>(days: D[], kinds: string[]): (D & { totals: Record<string, string> })[] {
  return days.map((d) => {
    const totals: Record<string, string> = Object.fromEntries(kinds.map((k) => [k, '0.00']));
    for (const k of d.kinds) totals[k.kind] = k.total;
    return { ...d, totals };
  });
}

// ---- deposit channels ----

/** What a switch of a channel does: the change sent, and whether it asks first. */
export interface ChannelChange {
  enabled?: boolean;
  sandbox?: boolean;
}

/**
 * A switch asks for confirmation when it touches a live channel: one members see now (enabled), or one the change
 * puts in front of them (enabling). Only the sandbox flag of a channel nobody sees goes through at once.
 */
export function needsConfirm(channel: { enabled: boolean }, change: ChannelChange): boolean {
  return channel.enabled || change.enabled === true;
}

/** The locale key (under depositChannels.confirm) that says what a switch does. */
export function changeEffect(channel: { enabled: boolean; sandbox: boolean; type: string }, change: ChannelChange): string {
  if (change.enabled === false) return 'disable';
  if (change.enabled === true) return channel.type === 'GATEWAY' && !channel.sandbox ? 'enableLive' : 'enable';
  if (change.sandbox === false) return 'sandboxOff';
  return 'sandboxOn';
}

/**
 * Whether the signed-in operator may not approve: they asked for it (an adjustment's requester) or gave its first
 * approval (dual approval). The server refuses either with SAME_OPERATOR; the screen says so before the click.
 */
export function ownDecision(me: string | undefined, by: string | null | undefined): boolean {
  return me !== undefined && by !== null && by !== undefined && me.toLowerCase() === by.toLowerCase();
}
