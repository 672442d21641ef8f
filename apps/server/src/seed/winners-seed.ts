import type { Db } from '../db/client.js';
import { placeBet, settleRound } from '../modules/games/seamless-wallet.js';
import { memberRepo } from '../modules/member/index.js';
import { credit } from '../modules/wallet/service.js';
import { hashPassword } from '../platform/crypto.js';
import { DEMO_PASSWORD } from './demo-merchant.js';

/**
 * A few settled big wins of other players, so the home winners ticker (GCSGAME_getRankList) shows something on a
 * fresh start. They go through the seamless wallet like real play (stake debited, payout credited, events published),
 * by members of their own: demo01's balance and history stay as the other demos expect them. Idempotent: members and
 * balances once, each round by its fixed id (a replay changes nothing). Rounds settle when first seeded, so an old
 * database shows them only during the ticker's window, like any real win.
 */
const WINNERS = ['dexter01', 'mia2024', 'kaito88', 'lucas777'] as const;
const OPENING = 500_00n;
const WINS: { player: (typeof WINNERS)[number]; gameCode: string; stake: bigint; payout: bigint }[] = [
  { player: 'dexter01', gameCode: 'lucky-slot', stake: 20_00n, payout: 8_888_00n },
  { player: 'mia2024', gameCode: 'dice-100', stake: 50_00n, payout: 4_850_00n },
  { player: 'kaito88', gameCode: 'lucky-slot', stake: 10_00n, payout: 2_500_00n },
  { player: 'lucas777', gameCode: 'dice-100', stake: 30_00n, payout: 1_455_00n },
  { player: 'dexter01', gameCode: 'dice-100', stake: 20_00n, payout: 970_00n },
  { player: 'mia2024', gameCode: 'lucky-slot', stake: 5_00n, payout: 620_50n },
];

export async function seedWinners(db: Db, merchantId: number, currency: string): Promise<void> {
  const ids = new Map<string, number>();
  for (const username of WINNERS) {
    const member =
      (await memberRepo.findByUsername(db, merchantId, username)) ??
      (await memberRepo.insertIfAbsent(db, { merchantId, username, passwordHash: await hashPassword(DEMO_PASSWORD), type: 0, firstTimeLogin: false })) ??
      (await memberRepo.findByUsername(db, merchantId, username));
    if (!member) throw new Error(`seed: member ${username} missing`);
    ids.set(username, member.id);
    await db.transaction((tx) =>
      credit(tx, { merchantId, memberId: member.id, currency, amount: OPENING, kind: 'seed', idempotencyKey: `seed:opening:${username}` }),
    );
  }
  for (const [i, w] of WINS.entries()) {
    const roundId = `seed-win-${i + 1}`;
    await db.transaction(async (tx) => {
      const bet = { merchantId, memberId: ids.get(w.player)!, currency, vendor: 'INHOUSE', gameCode: w.gameCode, gameType: 'INHOUSE', roundId, stake: w.stake };
      await placeBet(tx, bet);
      await settleRound(tx, { merchantId, currency, vendor: 'INHOUSE', roundId, payout: w.payout, detail: { seeded: true } });
    });
  }
}
