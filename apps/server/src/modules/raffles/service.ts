import {
  ErrorCode,
  FALLBACK_LANGUAGE,
  RAFFLE_PAGE_SIZE,
  RAFFLE_RECENT_DAYS,
  maskPlayer,
  minorToMoney,
  moneyToMinor,
  raffleStateAt,
  ticketRoom,
  ticketsFor,
  type LanguageCode,
  type OpsRaffle,
  type OpsRaffleCreate,
  type OpsRaffleEntry,
  type OpsRaffleUpdate,
  type Raffle,
  type RaffleDetail,
  type RaffleList,
  type RaffleState,
  type RaffleTicketsFull,
} from '@wps/contract';
import type { Db, Executor, Tx } from '../../db/client.js';
import type { MemberRewardRow, Merchant, NewRaffle, RaffleRow, StoredPrize } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { isoOrNull } from '../../platform/values.js';
import { issueReward } from '../rewards/index.js';
import { cryptoRandomInt, pickWinners, type RandomInt } from './draw.js';
import { raffleRepo } from './repo.js';

const DAY_MS = 86_400_000;

/** The reward centre's references: one TICKET reward per raffle and deposit, one RAFFLE prize per raffle and member. */
export const ticketReference = (raffleId: number, orderNo: string) => `raffle:${raffleId}:deposit:${orderNo}`;
export const prizeReference = (raffleId: number, memberId: number) => `raffle:${raffleId}:prize:${memberId}`;
const raffleOfReference = (reference: string) => Number(reference.split(':')[1]);

const textIn = (texts: Partial<Record<LanguageCode, string>>, language: LanguageCode) => texts[language] || texts[FALLBACK_LANGUAGE] || '';
const prizesOf = (r: RaffleRow) => [...r.prizes].sort((a, b) => a.rank - b.rank).map((p) => ({ rank: p.rank, amount: minorToMoney(BigInt(p.amount)), winners: p.winners }));

/** Tickets of a member's waiting rewards that can still be entered: each reward whole or not at all, at most `room`. */
function enterable(waiting: readonly number[], room: number): number {
  let sum = 0;
  for (const tickets of waiting) if (tickets <= room) sum += tickets;
  return Math.min(sum, room);
}

/**
 * A credited deposit inside open raffles' entry windows earns a TICKET reward in each (none below one ticket step,
 * none past a member's cap, counting the tickets entered and those still waiting in the reward centre, so every
 * reward issued can be claimed). Runs in the delivery's transaction, under the raffle's row lock like a claim; the
 * reference makes a second delivery a no-op.
 */
export async function earnTickets(tx: Executor, merchantId: number, d: { memberId: number; orderNo: string; amount: bigint; at: Date }): Promise<void> {
  for (const open of await raffleRepo.openAt(tx, merchantId, d.at)) {
    let tickets = ticketsFor(d.amount, open.ticketStep, open.maxTickets);
    if (tickets <= 0) continue;
    const r = await raffleRepo.lock(tx, merchantId, open.id);
    if (r?.status !== 'open') continue;
    if (r.maxTickets !== null) {
      const entered = (await raffleRepo.ticketsOf(tx, d.memberId, [r.id])).get(r.id) ?? 0;
      const waiting = ((await raffleRepo.waitingTickets(tx, merchantId, d.memberId)).get(r.id) ?? []).reduce((a, b) => a + b, 0);
      tickets = Math.min(tickets, ticketRoom(r.maxTickets, entered + waiting));
    }
    if (tickets <= 0) continue;
    await issueReward(tx, merchantId, {
      memberId: d.memberId,
      kind: 'TICKET',
      title: textIn(r.titles, FALLBACK_LANGUAGE),
      amount: 0n,
      tickets,
      reference: ticketReference(r.id, d.orderNo),
      // Tickets mean nothing once the entries close.
      expiresAt: r.endsAt,
    });
  }
}

/**
 * The claim of a TICKET reward (registered with the reward centre): enters its tickets into the raffle, inside the
 * claim's transaction, so the reward's row lock makes it happen once, and under the raffle's row lock, so parallel
 * claims of one member check the cap one after the other. Refused once the entry window is over, and refused whole
 * (RAFFLE_TICKETS_FULL, saying how many fit) when its tickets do not all fit under the cap: the reward stays waiting
 * and no ticket is ever confirmed and then dropped.
 */
export async function enterTickets(tx: Tx, merchantId: number, reward: MemberRewardRow): Promise<void> {
  const raffle = await raffleRepo.lock(tx, merchantId, raffleOfReference(reward.reference));
  if (!raffle || raffleStateAt(raffle, new Date()) !== 'open') throw new AppError(ErrorCode.RAFFLE_CLOSED);
  const tickets = reward.tickets ?? 0;
  const entered = (await raffleRepo.ticketsOf(tx, reward.memberId, [raffle.id])).get(raffle.id) ?? 0;
  const fits = ticketRoom(raffle.maxTickets, entered);
  if (raffle.maxTickets !== null && tickets > fits) {
    const value: RaffleTicketsFull = { max: raffle.maxTickets, entered, fits, tickets };
    throw new AppError(ErrorCode.RAFFLE_TICKETS_FULL, { value });
  }
  await raffleRepo.addTickets(tx, { merchantId, raffleId: raffle.id, memberId: reward.memberId, tickets });
}

// ---- member ----

async function memberViews(db: Db, merchant: Merchant, memberId: number, rows: RaffleRow[], language: LanguageCode, now: Date): Promise<Raffle[]> {
  const ids = rows.map((r) => r.id);
  const [totals, mine, pending] = await Promise.all([
    raffleRepo.totals(db, ids),
    raffleRepo.ticketsOf(db, memberId, ids),
    raffleRepo.waitingTickets(db, merchant.id, memberId),
  ]);
  return rows.map((r) => ({
    id: r.id,
    title: textIn(r.titles, language),
    description: textIn(r.descriptions, language),
    state: raffleStateAt(r, now),
    ticketStep: minorToMoney(r.ticketStep),
    maxTickets: r.maxTickets,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    drawAt: r.drawAt.toISOString(),
    drawnAt: isoOrNull(r.drawnAt),
    prizes: prizesOf(r),
    myTickets: mine.get(r.id) ?? 0,
    pendingTickets: enterable(pending.get(r.id) ?? [], ticketRoom(r.maxTickets, mine.get(r.id) ?? 0)),
    totalTickets: totals.get(r.id)?.tickets ?? 0,
  }));
}

export async function raffleList(db: Db, merchant: Merchant, memberId: number, language: LanguageCode): Promise<RaffleList> {
  const now = new Date();
  const rows = await raffleRepo.visible(db, merchant.id, new Date(now.getTime() - RAFFLE_RECENT_DAYS * DAY_MS));
  return { list: await memberViews(db, merchant, memberId, rows, language, now), now: now.toISOString() };
}

/** A raffle with its winners (masked accounts); cancelled raffles are not shown to members. */
export async function raffleDetail(db: Db, merchant: Merchant, memberId: number, id: number, language: LanguageCode): Promise<RaffleDetail> {
  const now = new Date();
  const row = await raffleRepo.find(db, merchant.id, id);
  if (!row || row.status === 'cancelled') throw new AppError(ErrorCode.NOT_FOUND, { detail: `raffle ${id}` });
  const [raffle] = await memberViews(db, merchant, memberId, [row], language, now);
  const winners = (await raffleRepo.winnersOf(db, [id])).map((w) => ({
    rank: w.winner.rank,
    account: maskPlayer(w.member),
    prize: minorToMoney(w.winner.prize),
    mine: w.winner.memberId === memberId,
  }));
  return { raffle: raffle!, winners, now: now.toISOString() };
}

// ---- operator ----

async function opsViews(db: Executor, rows: RaffleRow[], now = new Date()): Promise<OpsRaffle[]> {
  const ids = rows.map((r) => r.id);
  const [totals, winners] = await Promise.all([raffleRepo.totals(db, ids), raffleRepo.winnersOf(db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    titles: r.titles,
    descriptions: r.descriptions,
    state: raffleStateAt(r, now),
    ticketStep: minorToMoney(r.ticketStep),
    maxTickets: r.maxTickets,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    drawAt: r.drawAt.toISOString(),
    prizes: prizesOf(r),
    entrants: totals.get(r.id)?.entrants ?? 0,
    totalTickets: totals.get(r.id)?.tickets ?? 0,
    drawnAt: isoOrNull(r.drawnAt),
    drawnBy: r.drawnBy,
    winners: winners
      .filter((w) => w.winner.raffleId === r.id)
      .map((w) => ({
        rank: w.winner.rank,
        memberId: w.winner.memberId,
        member: w.member,
        prize: minorToMoney(w.winner.prize),
        tickets: w.winner.tickets,
        rewardId: w.winner.rewardId,
      })),
    createdAt: r.createdAt.toISOString(),
  }));
}
const opsView = async (db: Executor, row: RaffleRow) => (await opsViews(db, [row]))[0]!;

export async function opsRaffles(db: Db, merchant: Merchant, q: { pageNo: number; state?: RaffleState | undefined }) {
  // `closed` is an open raffle past its end: filter those after the read.
  const stored = q.state === 'closed' ? 'open' : q.state;
  const { rows, total } = await raffleRepo.page(db, merchant.id, stored, { limit: RAFFLE_PAGE_SIZE, offset: (q.pageNo - 1) * RAFFLE_PAGE_SIZE });
  const list = (await opsViews(db, rows)).filter((r) => !q.state || r.state === q.state);
  return { list, pageNo: q.pageNo, totalCount: total, totalPages: Math.ceil(total / RAFFLE_PAGE_SIZE) };
}

function columnsOf(b: OpsRaffleUpdate, current?: RaffleRow): Partial<NewRaffle> {
  const out: Partial<NewRaffle> = {};
  if (b.titles) out.titles = b.titles;
  if (b.descriptions) out.descriptions = b.descriptions;
  if (b.ticketStep !== undefined) {
    out.ticketStep = moneyToMinor(b.ticketStep);
    if (out.ticketStep <= 0n) throw fieldError('ticketStep', 'must be above zero');
  }
  if (b.maxTickets !== undefined) out.maxTickets = b.maxTickets;
  if (b.startsAt) out.startsAt = new Date(b.startsAt);
  if (b.endsAt) out.endsAt = new Date(b.endsAt);
  if (b.drawAt) out.drawAt = new Date(b.drawAt);
  if (b.prizes) {
    out.prizes = b.prizes.map((p): StoredPrize => {
      const amount = moneyToMinor(p.amount);
      if (amount <= 0n) throw fieldError('prizes', 'every prize must be above zero');
      return { rank: p.rank, amount: amount.toString(), winners: p.winners };
    });
  }
  // The window is checked with the stored dates on an update (the schema sees only the ones given).
  const startsAt = out.startsAt ?? current?.startsAt;
  const endsAt = out.endsAt ?? current?.endsAt;
  const drawAt = out.drawAt ?? current?.drawAt;
  if (startsAt && endsAt && endsAt <= startsAt) throw fieldError('endsAt', 'endsAt must be after startsAt');
  if (endsAt && drawAt && drawAt < endsAt) throw fieldError('drawAt', 'drawAt must not be before endsAt');
  return out;
}

export async function createRaffle(ctx: OpsContext, merchant: Merchant, b: OpsRaffleCreate): Promise<OpsRaffle> {
  const cols = columnsOf(b);
  const created = await raffleRepo.insert(ctx.db, {
    ...cols,
    merchantId: merchant.id,
    titles: b.titles,
    ticketStep: cols.ticketStep!,
    startsAt: cols.startsAt!,
    endsAt: cols.endsAt!,
    drawAt: cols.drawAt!,
    prizes: cols.prizes!,
  });
  ctx.audit.target = `raffle ${created.id}`;
  ctx.audit.before = null;
  return opsView(ctx.db, created);
}

/** The raffle an operator names, locked and remembered as the audit's target and before. */
async function locked(ctx: OpsContext, merchant: Merchant, id: number): Promise<RaffleRow> {
  const r = await raffleRepo.lock(ctx.db, merchant.id, id);
  if (!r) throw new AppError(ErrorCode.NOT_FOUND, { detail: `raffle ${id}` });
  ctx.audit.target = `raffle ${id}`;
  ctx.audit.before = await opsView(ctx.db, r);
  return r;
}

const notDrawable = (state: RaffleState) => new AppError(ErrorCode.RAFFLE_NOT_DRAWABLE, { detail: `raffle is ${state}` });

export async function updateRaffle(ctx: OpsContext, merchant: Merchant, id: number, b: OpsRaffleUpdate): Promise<OpsRaffle> {
  const current = await locked(ctx, merchant, id);
  if (current.status !== 'open') throw notDrawable(current.status);
  return opsView(ctx.db, await raffleRepo.update(ctx.db, merchant.id, id, columnsOf(b, current)));
}

export async function cancelRaffle(ctx: OpsContext, merchant: Merchant, id: number): Promise<OpsRaffle> {
  const current = await locked(ctx, merchant, id);
  if (current.status !== 'open') throw notDrawable(current.status);
  return opsView(ctx.db, await raffleRepo.update(ctx.db, merchant.id, id, { status: 'cancelled' }));
}

/**
 * Draws a closed raffle exactly once: the row is locked and moves to drawn in the same transaction as the winners and
 * their RAFFLE rewards, so a second draw (a retry, another operator) waits and then finds it drawn. Prizes go in rank
 * order, each to a different member picked by tickets.
 */
export async function drawRaffle(ctx: OpsContext, merchant: Merchant, id: number, random: RandomInt = cryptoRandomInt): Promise<OpsRaffle> {
  const raffle = await locked(ctx, merchant, id);
  const state = raffleStateAt(raffle, new Date());
  if (state !== 'closed') throw notDrawable(state);
  const slots = [...raffle.prizes].sort((a, b) => a.rank - b.rank).flatMap((p) => Array.from({ length: p.winners }, () => p));
  const winners = pickWinners(await raffleRepo.entriesOf(ctx.db, id), slots.length, random);
  const title = textIn(raffle.titles, FALLBACK_LANGUAGE);
  for (const [i, w] of winners.entries()) {
    const prize = slots[i]!;
    const reward = await issueReward(ctx.db, merchant.id, {
      memberId: w.memberId,
      kind: 'RAFFLE',
      title: `${title} #${prize.rank}`,
      amount: BigInt(prize.amount),
      reference: prizeReference(id, w.memberId),
    });
    await raffleRepo.insertWinner(ctx.db, { merchantId: merchant.id, memberId: w.memberId, raffleId: id, rank: prize.rank, prize: BigInt(prize.amount), tickets: w.tickets, rewardId: reward.id });
  }
  const drawn = await raffleRepo.update(ctx.db, merchant.id, id, { status: 'drawn', drawnAt: new Date(), drawnBy: ctx.operator.username });
  return opsView(ctx.db, drawn);
}

export async function opsRaffleEntries(db: Db, merchant: Merchant, id: number, q: { pageNo: number }) {
  if (!(await raffleRepo.find(db, merchant.id, id))) throw new AppError(ErrorCode.NOT_FOUND, { detail: `raffle ${id}` });
  const { rows, total } = await raffleRepo.entriesPage(db, id, { limit: RAFFLE_PAGE_SIZE, offset: (q.pageNo - 1) * RAFFLE_PAGE_SIZE });
  const list: OpsRaffleEntry[] = rows.map((r) => ({
    memberId: r.entry.memberId,
    member: r.member,
    tickets: r.entry.tickets,
    rank: r.rank ?? null,
    prize: r.prize === null ? null : minorToMoney(r.prize),
    updatedAt: r.entry.updatedAt.toISOString(),
  }));
  return { list, pageNo: q.pageNo, totalCount: total, totalPages: Math.ceil(total / RAFFLE_PAGE_SIZE) };
}
