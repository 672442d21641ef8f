import type { Member } from '../../../db/schema.js';
import { onMemberAccessEnded } from '../../../platform/member-access.js';

/**
 * What the wallet learnt about a launch ticket (the wire token) from the database: whose it is, and until when a bet
 * may trust that it is live without asking again. Every bet and win named the ticket, and checking it cost four
 * statements (member, ticket, its sliding expiry, the member's lock); a slot player spins every second or two.
 */
export interface TicketHolder {
  merchantId: number;
  member: Member;
  /** Epoch ms until which a bet needs no new ticket check (0: never checked live, or a refused member). */
  liveUntil: number;
  /** Epoch ms after which the entry is looked up again whatever it says. */
  freshUntil: number;
}

/**
 * Tickets by their hash, process-local, for `ttlMs` at most. A member's entries go at once when their access ends
 * in this process (logout, an operator's lock, a password change: platform/member-access.ts); another instance's
 * cache forgets them within `ttlMs`, which bounds how long a revoked ticket may still bet there.
 */
export class TicketCache {
  private readonly entries = new Map<string, TicketHolder>();
  private readonly byMember = new Map<string, Set<string>>();
  private readonly unsubscribe: () => void;

  constructor(
    readonly ttlMs: number,
    private readonly max = 100_000,
  ) {
    this.unsubscribe = onMemberAccessEnded((merchantId, memberId) => this.forgetMember(merchantId, memberId));
  }

  get(hash: string, now = Date.now()): TicketHolder | null {
    const entry = this.entries.get(hash);
    if (!entry) return null;
    if (entry.freshUntil > now) return entry;
    this.drop(hash, entry);
    return null;
  }

  put(hash: string, holder: Omit<TicketHolder, 'freshUntil'>, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    const old = this.entries.get(hash);
    if (old) this.drop(hash, old);
    // The oldest entry makes room (a Map iterates in insertion order).
    if (this.entries.size >= this.max) {
      const [oldest] = this.entries;
      if (oldest) this.drop(oldest[0], oldest[1]);
    }
    const entry = { ...holder, liveUntil: Math.min(holder.liveUntil, now + this.ttlMs), freshUntil: now + this.ttlMs };
    this.entries.set(hash, entry);
    const key = memberKey(holder.merchantId, holder.member.id);
    let hashes = this.byMember.get(key);
    if (!hashes) this.byMember.set(key, (hashes = new Set()));
    hashes.add(hash);
  }

  forgetMember(merchantId: number, memberId: number): void {
    const key = memberKey(merchantId, memberId);
    for (const hash of this.byMember.get(key) ?? []) this.entries.delete(hash);
    this.byMember.delete(key);
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
    this.byMember.clear();
  }

  private drop(hash: string, entry: TicketHolder): void {
    this.entries.delete(hash);
    const key = memberKey(entry.merchantId, entry.member.id);
    const hashes = this.byMember.get(key);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.byMember.delete(key);
  }
}

const memberKey = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;
