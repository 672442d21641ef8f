// Raffles (issue 14), zod-free so both sides share the states and the ticket rule.

/**
 * A raffle's state: open for entries (deposits earn tickets between its start and end), closed once its entry window
 * is over (waiting for the draw), drawn (winners known), or cancelled by an operator. `closed` is not stored: an open
 * raffle past its end is closed.
 */
export const RAFFLE_STATES = ['open', 'closed', 'drawn', 'cancelled'] as const;
export type RaffleState = (typeof RAFFLE_STATES)[number];
/** What the database keeps; `closed` follows from the time. */
export type StoredRaffleStatus = Exclude<RaffleState, 'closed'>;

export function raffleStateAt(r: { status: StoredRaffleStatus; endsAt: Date }, now: Date): RaffleState {
  return r.status === 'open' && now >= r.endsAt ? 'closed' : r.status;
}

/** Tickets a credited deposit earns: one per full `step` (minor units), at most `max` when the raffle caps them. */
export function ticketsFor(amount: bigint, step: bigint, max: number | null): number {
  if (step <= 0n || amount < step) return 0;
  const n = amount / step;
  return Number(max !== null && n > BigInt(max) ? BigInt(max) : n);
}

/** Tickets a member may still enter in a raffle: none past the cap, all when it has none (null). */
export function ticketRoom(max: number | null, entered: number): number {
  return max === null ? Number.POSITIVE_INFINITY : Math.max(0, max - entered);
}

/** How long after its draw a raffle stays in the members' list (its winners are announced there). */
export const RAFFLE_RECENT_DAYS = 14;
export const RAFFLE_PAGE_SIZE = 20;
/** A raffle gives at most this many prizes in all (sum of the prizes' winners). */
export const RAFFLE_MAX_WINNERS = 100;
