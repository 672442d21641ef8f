import { ErrorCode, RG_SESSION_GAP_MS, minorToMoney, type RgBlockRefusal, type RgPlay, type RgPlaySettings, type RgRealityAnswer, type RgState } from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { RgMemberRow } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { endMemberSessions } from '../member/index.js';
import { rgRepo, type MemberKey } from './repo.js';

// The session time limit and reality checks (issue 29, RTS 13C and 2E). One play session per member at a time, kept
// on the member's row: it follows a login session, and a new login within RG_SESSION_GAP_MS of its last sign of life
// carries it on (logging out and in resets neither clock). The game pages poll `rgPlay`; the server alone decides
// whether a reality check is due or the limit is reached, so a reload changes nothing. Times come from `new Date()`,
// so tests move the clock with fake timers.

const MINUTE = 60_000;
const ms = (minutes: number | null) => (minutes === null ? null : minutes * MINUTE);

/** How long a play session recorded before any login (the seeded demo's) waits for a login to take it over. */
const UNBOUND_MS = 24 * 60 * MINUTE;

/** A play session still going at `now`: seen within the gap, or recorded without a login and waiting for one. */
export function livePlay(row: RgMemberRow | null, now: Date): row is RgMemberRow & { playStartedAt: Date } {
  if (!row?.playStartedAt || row.playEndedAt) return false;
  if (row.playSessionId === null) return now.getTime() - row.playStartedAt.getTime() < UNBOUND_MS;
  return row.playSeenAt !== null && now.getTime() - row.playSeenAt.getTime() < RG_SESSION_GAP_MS;
}

/** When the live session's limit is (or was) reached, or null (no limit, no live session). */
function limitEnd(row: RgMemberRow | null, now: Date): Date | null {
  if (!livePlay(row, now) || row.sessionLimitMinutes === null) return null;
  return new Date(row.playStartedAt.getTime() + ms(row.sessionLimitMinutes)!);
}

/**
 * The session limit's refusal while it holds: the session ended by its limit (or reached and not yet ended), login
 * waits RG_SESSION_GAP_MS after its end. Null when play may go on.
 */
export function sessionLimitBar(row: RgMemberRow | null, now: Date): AppError | null {
  const end = row?.playEndedAt ?? limitEnd(row, now);
  if (!end || (row?.playEndedAt === null && end > now)) return null;
  const until = new Date(end.getTime() + RG_SESSION_GAP_MS);
  if (until <= now) return null;
  const value: RgBlockRefusal = { until: until.toISOString(), untilText: `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC` };
  return new AppError(ErrorCode.RG_SESSION_LIMIT, { value });
}

/** What the bet path checks of the play session: its limit, then a reality check waiting for an answer. */
export function playSessionBar(row: RgMemberRow | null, now: Date): AppError | null {
  const limit = sessionLimitBar(row, now);
  if (limit) return limit;
  if (livePlay(row, now) && row.realityDueAt && row.realityDueAt <= now) return new AppError(ErrorCode.RG_REALITY_CHECK);
  return null;
}

/** The play session's fields for a login session at `now`: the same one, one carried over, or a new one. */
function follow(row: RgMemberRow, sessionId: number, now: Date): Partial<RgMemberRow> {
  if (row.playStartedAt && row.playSessionId === sessionId && !row.playEndedAt) return { playSeenAt: now };
  if (livePlay(row, now)) return { playSessionId: sessionId, playSeenAt: now };
  return {
    playSessionId: sessionId,
    playStartedAt: now,
    playSeenAt: now,
    playEndedAt: null,
    realityDueAt: row.realityMinutes === null ? null : new Date(now.getTime() + ms(row.realityMinutes)!),
  };
}

async function playView(db: Executor, k: MemberKey, row: RgMemberRow, now: Date): Promise<RgPlay> {
  const started = row.playStartedAt ?? now;
  const end = limitEnd(row, now);
  return {
    startedAt: started.toISOString(),
    now: now.toISOString(),
    net: minorToMoney(await rgRepo.netSince(db, k, started)),
    sessionLimitMinutes: row.sessionLimitMinutes,
    endsAt: end?.toISOString() ?? null,
    realityMinutes: row.realityMinutes,
    realityDue: row.realityDueAt !== null && row.realityDueAt <= now,
  };
}

/**
 * The game pages' poll: follows the login session (starting or carrying on the play session) and answers how it
 * stands. When the session limit is reached, every session of the member ends and the call is refused
 * (RG_SESSION_LIMIT, saying when login opens again).
 */
export async function playPoll(db: Db, k: MemberKey, sessionId: number): Promise<RgPlay> {
  const now = new Date();
  const { row, ended } = await db.transaction(async (tx) => {
    const locked = await rgRepo.lockOrCreate(tx, k);
    if (locked.playEndedAt && sessionLimitBar(locked, now)) return { row: locked, ended: true };
    const row = await rgRepo.update(tx, locked.id, follow(locked, sessionId, now));
    const end = limitEnd(row, now);
    if (!end || end > now) return { row, ended: false };
    const closed = await rgRepo.update(tx, row.id, { playEndedAt: end, playSeenAt: now });
    await rgRepo.addHistory(tx, k, 'session_limit_reached', { until: new Date(end.getTime() + RG_SESSION_GAP_MS).toISOString() }, 'system');
    await endMemberSessions(tx, k);
    return { row: closed, ended: true };
  });
  if (ended) throw sessionLimitBar(row, now) ?? new AppError(ErrorCode.RG_SESSION_LIMIT);
  return playView(db, k, row, now);
}

/** The member answers a reality check: the next one is due an interval from now; "stop" is kept in the history. */
export async function answerReality(db: Db, k: MemberKey, sessionId: number, b: RgRealityAnswer): Promise<RgPlay> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await rgRepo.lockOrCreate(tx, k);
    if (!row.realityDueAt || row.realityDueAt > now) return;
    await rgRepo.update(tx, row.id, { realityDueAt: row.realityMinutes === null ? null : new Date(now.getTime() + ms(row.realityMinutes)!) });
    await rgRepo.addHistory(tx, k, b.answer === 'stop' ? 'reality_stop' : 'reality_continue', {}, 'member');
  });
  return playPoll(db, k, sessionId);
}

/**
 * Sets the session time limit and the reality-check interval. They apply to the session going on: the limit counts
 * from its start; the next reality check is an interval from now.
 */
export async function savePlaySettings(tx: Executor, k: MemberKey, b: RgPlaySettings, now: Date): Promise<RgMemberRow> {
  const row = await rgRepo.lockOrCreate(tx, k);
  const realityDueAt = b.realityMinutes === null ? null : b.realityMinutes === row.realityMinutes && row.realityDueAt ? row.realityDueAt : new Date(now.getTime() + ms(b.realityMinutes)!);
  const saved = await rgRepo.update(tx, row.id, { sessionLimitMinutes: b.sessionLimitMinutes, realityMinutes: b.realityMinutes, realityDueAt });
  const text = (m: number | null) => (m === null ? 'none' : `${m} min`);
  await rgRepo.addHistory(tx, k, 'play_settings', { kind: 'session', reason: `session limit ${text(b.sessionLimitMinutes)}, reality check ${text(b.realityMinutes)}` }, 'member');
  return saved;
}

/** The state's session settings part. */
export const playSettingsOf = (row: RgMemberRow | null): RgState['play'] => ({ sessionLimitMinutes: row?.sessionLimitMinutes ?? null, realityMinutes: row?.realityMinutes ?? null });
