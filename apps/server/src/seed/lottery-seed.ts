import { BIG_FROM, periodBefore, type LotterySubOrderInput } from '@wps/contract';
import type { Db } from '../db/client.js';
import type { Merchant } from '../db/schema.js';
import { gameRepo } from '../modules/games/index.js';
import { drawOf, drawPeriod, ensurePeriod, openTimes, orderRepo, placeOrder, playTypeOf } from '../modules/lottery/index.js';
import { memberRepo } from '../modules/member/index.js';

const PAST_PERIODS = 6;

/**
 * Idempotent: when demo01 has no lottery orders yet, orders in the last few periods of two TCG lotteries (one of each
 * vendor), placed and drawn through the real services (the ledger moves, the rounds settle), every other one a
 * winner, so My orders and the results show real data on a fresh start. The picks are made knowing each draw, so the
 * wins and losses cancel out and demo01's balance stays its opening balance.
 */
export async function seedLottery(db: Db, merchant: Merchant, now = new Date()): Promise<void> {
  const demo = await memberRepo.findByUsername(db, merchant.id, 'demo01');
  if (!demo) return;
  if ((await orderRepo.page(db, merchant.id, demo.id, {}, { limit: 1, offset: 0 })).total > 0) return;
  const lotteries = await gameRepo.lotteries(db, merchant.id, false);
  const picked = ['TCG_SEA', 'TCG_LOTTO_VN'].map((v) => lotteries.find((g) => g.vendor === v)).filter((g) => g !== undefined);
  for (const game of picked) {
    const open = openTimes(game, now);
    for (let k = PAST_PERIODS; k >= 1; k--) {
      const times = periodBefore(playTypeOf(game), open, k);
      const period = await ensurePeriod(db, merchant.id, game, times);
      const sum = [...drawOf(period.serverSeed, period.gameCode, period.numero)].reduce((a, d) => a + Number(d), 0);
      const [big, odd] = [sum >= BIG_FROM, sum % 2 === 1];
      // Even steps win 50.00 on big / small (+49.00), odd steps lose 25.00 + 24.00: demo01 ends where it started.
      const subOrders: LotterySubOrderInput[] =
        k % 2 === 0
          ? [{ betType: 'BIG_SMALL', selection: big ? 'BIG' : 'SMALL', stake: '50' }]
          : [
              { betType: 'BIG_SMALL', selection: big ? 'SMALL' : 'BIG', stake: '25' },
              { betType: 'ODD_EVEN', selection: odd ? 'EVEN' : 'ODD', stake: '24' },
            ];
      await placeOrder(
        db,
        merchant,
        demo.id,
        merchant.defaultLanguage,
        { gameId: game.id, numero: times.numero, requestId: `seed-lottery-${game.id}-${times.numero}`, subOrders },
        new Date(times.opensAt.getTime() + 1000),
      );
      await db.transaction((tx) => drawPeriod(tx, merchant.id, period.id, now));
    }
  }
}
