import { and, count, desc, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  memberRewards,
  members,
  raffleEntries,
  raffles,
  raffleWinners,
  type NewRaffle,
  type RaffleRow,
  type RaffleWinnerRow,
} from '../../db/schema.js';

const ofMerchant = (merchantId: number) => eq(raffles.merchantId, merchantId);

export const raffleRepo = {
  /** Raffles taking entries at `at`: open, started, not ended. */
  async openAt(db: Executor, merchantId: number, at: Date): Promise<RaffleRow[]> {
    return db
      .select()
      .from(raffles)
      .where(and(ofMerchant(merchantId), eq(raffles.status, 'open'), lte(raffles.startsAt, at), gt(raffles.endsAt, at)));
  },
  /** What members see: raffles not drawn yet (open or closed), next draw first, then those drawn since `drawnSince`. */
  async visible(db: Executor, merchantId: number, drawnSince: Date): Promise<RaffleRow[]> {
    return db
      .select()
      .from(raffles)
      .where(and(ofMerchant(merchantId), or(eq(raffles.status, 'open'), and(eq(raffles.status, 'drawn'), gte(raffles.drawnAt, drawnSince)))))
      // 'open' sorts after 'drawn': descending puts the running raffles first.
      .orderBy(desc(raffles.status), raffles.drawAt, raffles.id);
  },
  async find(db: Executor, merchantId: number, id: number): Promise<RaffleRow | null> {
    const [row] = await db.select().from(raffles).where(and(ofMerchant(merchantId), eq(raffles.id, id)));
    return row ?? null;
  },
  /** Locks the raffle row: draws, changes and ticket entries of one raffle happen one after the other. */
  async lock(db: Executor, merchantId: number, id: number): Promise<RaffleRow | null> {
    const [row] = await db.select().from(raffles).where(and(ofMerchant(merchantId), eq(raffles.id, id))).for('update');
    return row ?? null;
  },
  async insert(db: Executor, row: NewRaffle): Promise<RaffleRow> {
    const [out] = await db.insert(raffles).values(row).returning();
    return out!;
  },
  async update(db: Executor, merchantId: number, id: number, set: Partial<NewRaffle>): Promise<RaffleRow> {
    const [out] = await db
      .update(raffles)
      .set({ ...set, updatedAt: new Date() })
      .where(and(ofMerchant(merchantId), eq(raffles.id, id)))
      .returning();
    return out!;
  },
  async page(db: Executor, merchantId: number, status: RaffleRow['status'] | undefined, page: { limit: number; offset: number }) {
    const filter = and(ofMerchant(merchantId), status ? eq(raffles.status, status) : undefined);
    const rows = await db.select().from(raffles).where(filter).orderBy(desc(raffles.id)).limit(page.limit).offset(page.offset);
    const [total] = await db.select({ n: count() }).from(raffles).where(filter);
    return { rows, total: total?.n ?? 0 };
  },

  /**
   * Adds tickets to a member's entry in one statement (created on the first claim). The caller checks the cap under
   * the raffle's row lock first: tickets are entered whole or refused, never cut here.
   */
  async addTickets(tx: Executor, e: { merchantId: number; raffleId: number; memberId: number; tickets: number }): Promise<void> {
    await tx
      .insert(raffleEntries)
      .values({ merchantId: e.merchantId, raffleId: e.raffleId, memberId: e.memberId, tickets: e.tickets })
      .onConflictDoUpdate({ target: [raffleEntries.raffleId, raffleEntries.memberId], set: { tickets: sql`${raffleEntries.tickets} + ${e.tickets}`, updatedAt: new Date() } });
  },
  /** Entries per raffle: entrants and tickets. */
  async totals(db: Executor, raffleIds: number[]): Promise<Map<number, { entrants: number; tickets: number }>> {
    if (!raffleIds.length) return new Map();
    const rows = await db
      .select({ raffleId: raffleEntries.raffleId, entrants: count(), tickets: sql<string>`coalesce(sum(${raffleEntries.tickets}), 0)::text` })
      .from(raffleEntries)
      .where(inArray(raffleEntries.raffleId, raffleIds))
      .groupBy(raffleEntries.raffleId);
    return new Map(rows.map((r) => [r.raffleId, { entrants: r.entrants, tickets: Number(r.tickets) }]));
  },
  /** A member's entered tickets per raffle. */
  async ticketsOf(db: Executor, memberId: number, raffleIds: number[]): Promise<Map<number, number>> {
    if (!raffleIds.length) return new Map();
    const rows = await db
      .select({ raffleId: raffleEntries.raffleId, tickets: raffleEntries.tickets })
      .from(raffleEntries)
      .where(and(eq(raffleEntries.memberId, memberId), inArray(raffleEntries.raffleId, raffleIds)));
    return new Map(rows.map((r) => [r.raffleId, r.tickets]));
  },
  /** Every entry of a raffle, by member id (the draw's fixed order). */
  async entriesOf(db: Executor, raffleId: number): Promise<{ memberId: number; tickets: number }[]> {
    return db
      .select({ memberId: raffleEntries.memberId, tickets: raffleEntries.tickets })
      .from(raffleEntries)
      .where(eq(raffleEntries.raffleId, raffleId))
      .orderBy(raffleEntries.memberId);
  },
  async entriesPage(db: Executor, raffleId: number, page: { limit: number; offset: number }) {
    const rows = await db
      .select({ entry: raffleEntries, member: members.username, rank: raffleWinners.rank, prize: raffleWinners.prize })
      .from(raffleEntries)
      .innerJoin(members, eq(members.id, raffleEntries.memberId))
      .leftJoin(raffleWinners, and(eq(raffleWinners.raffleId, raffleEntries.raffleId), eq(raffleWinners.memberId, raffleEntries.memberId)))
      .where(eq(raffleEntries.raffleId, raffleId))
      .orderBy(desc(raffleEntries.tickets), raffleEntries.memberId)
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await db.select({ n: count() }).from(raffleEntries).where(eq(raffleEntries.raffleId, raffleId));
    return { rows, total: total?.n ?? 0 };
  },

  async insertWinner(tx: Executor, row: Omit<RaffleWinnerRow, 'id' | 'createdAt'>): Promise<void> {
    await tx.insert(raffleWinners).values(row);
  },
  /** Winners of the given raffles with their accounts, by rank. */
  async winnersOf(db: Executor, raffleIds: number[]) {
    if (!raffleIds.length) return [];
    return db
      .select({ winner: raffleWinners, member: members.username })
      .from(raffleWinners)
      .innerJoin(members, eq(members.id, raffleWinners.memberId))
      .where(inArray(raffleWinners.raffleId, raffleIds))
      .orderBy(raffleWinners.rank, raffleWinners.id);
  },

  /** The tickets of each of a member's TICKET rewards still waiting, per raffle (their reference names the raffle). */
  async waitingTickets(db: Executor, merchantId: number, memberId: number): Promise<Map<number, number[]>> {
    const rows = await db
      .select({ raffleId: sql<string>`split_part(${memberRewards.reference}, ':', 2)`, tickets: memberRewards.tickets })
      .from(memberRewards)
      .where(
        and(
          eq(memberRewards.merchantId, merchantId),
          eq(memberRewards.memberId, memberId),
          eq(memberRewards.kind, 'TICKET'),
          eq(memberRewards.status, 'claimable'),
          gt(memberRewards.expiresAt, new Date()),
        ),
      )
      .orderBy(memberRewards.id);
    const out = new Map<number, number[]>();
    for (const r of rows) {
      const raffleId = Number(r.raffleId);
      out.set(raffleId, [...(out.get(raffleId) ?? []), r.tickets ?? 0]);
    }
    return out;
  },
};
