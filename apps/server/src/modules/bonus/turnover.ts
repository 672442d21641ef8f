import type { Contributions } from '@wps/contract';

// Turnover math (issue 14): how a valid bet counts down a member's open requirements. Pure, table-tested.

export interface OpenRequirement {
  id: number;
  required: bigint;
  wagered: bigint;
  contributions: Contributions;
}

/** Percent of a stake in this game category that counts for the requirement (100 for a category the rule leaves out). */
export const contributionOf = (r: Pick<OpenRequirement, 'contributions'>, gameType: string): number =>
  (r.contributions as Record<string, number | undefined>)[gameType] ?? 100;

/**
 * Counts a settled round's stake down the open requirements, oldest first: a requirement takes what its category's
 * contribution makes of the stake; the part of the stake a requirement did not need to be met goes on to the next one.
 * A category a requirement counts at 0 % passes the whole stake on. Answers the requirements whose count changed.
 */
export function countDown(open: readonly OpenRequirement[], stake: bigint, gameType: string): { id: number; wagered: bigint; met: boolean }[] {
  const changed: { id: number; wagered: bigint; met: boolean }[] = [];
  let left = stake;
  for (const r of open) {
    if (left <= 0n) break;
    const pct = BigInt(contributionOf(r, gameType));
    if (pct === 0n) continue;
    const missing = r.required - r.wagered;
    if (missing <= 0n) continue;
    const counted = (left * pct) / 100n;
    if (counted < missing) {
      if (counted > 0n) changed.push({ id: r.id, wagered: r.wagered + counted, met: false });
      break;
    }
    changed.push({ id: r.id, wagered: r.required, met: true });
    // The stake this requirement used up: the smallest part that counts at least `missing` (rounded up).
    left -= (missing * 100n + pct - 1n) / pct;
  }
  return changed;
}

/**
 * Takes a stake back from the open requirements (a bet rolled back after its round settled): the reverse of
 * countDown, newest first, each requirement giving back what its category's contribution made of the stake, never
 * below zero. Requirements met (closed) in the meantime stay met: the member may have withdrawn since. Answers the
 * requirements whose count changed.
 */
export function countBack(open: readonly OpenRequirement[], stake: bigint, gameType: string): { id: number; wagered: bigint }[] {
  const changed: { id: number; wagered: bigint }[] = [];
  let left = stake;
  for (const r of [...open].reverse()) {
    if (left <= 0n) break;
    const pct = BigInt(contributionOf(r, gameType));
    if (pct === 0n || r.wagered <= 0n) continue;
    const counted = (left * pct) / 100n;
    if (counted <= 0n) break;
    const taken = counted < r.wagered ? counted : r.wagered;
    changed.push({ id: r.id, wagered: r.wagered - taken });
    if (taken === counted) break;
    // The stake this requirement gave back: the smallest part that counts at least `taken` (rounded up).
    left -= (taken * 100n + pct - 1n) / pct;
  }
  return changed;
}
