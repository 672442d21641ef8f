import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ErrorCode, BetRecordPageSchema } from '@wps/contract';
import { gameRounds, games, merchants } from '../src/db/schema.js';
import { describeEachDb, errorBody, okValue } from './helper.js';
import { newMember, today } from './money-fixtures.js';

describeEachDb('bet record', (ctx) => {
  const app = () => ctx().app;

  it("lists the member's own rounds with game names, round details and the period's totals", async () => {
    const db = app().db;
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
    const [game] = await db.select().from(games).where(eq(games.merchantId, merchant!.id)).limit(1);
    const a = await newMember(app(), 'bra');
    const b = await newMember(app(), 'brb');
    const round = (memberId: number, n: number, stake: bigint, payout: bigint, status: 'open' | 'settled' | 'void', gameType = 'SLOT') => ({
      merchantId: merchant!.id,
      memberId,
      vendor: game?.vendor ?? 'INHOUSE',
      gameCode: game?.gameCode ?? 'dice',
      gameType,
      roundId: `br-${memberId}-${n}`,
      stake,
      payout,
      status,
      detail: { pick: { over: 50 }, outcome: { roll: 73 } },
      settledAt: status === 'open' ? null : new Date(),
    });
    await db.insert(gameRounds).values([
      round(a.id, 1, 1_000n, 2_500n, 'settled'),
      round(a.id, 2, 2_000n, 0n, 'settled'),
      round(a.id, 3, 500n, 0n, 'open', 'LIVE'),
      round(a.id, 4, 700n, 0n, 'void'),
      round(b.id, 1, 9_900n, 0n, 'settled'),
    ]);

    const page = okValue(await a.call('betRecord', { query: { start: today(), end: today() } }), BetRecordPageSchema);
    expect(page.totalCount).toBe(4);
    expect(page.list.map((r) => r.roundId).sort()).toEqual([`br-${a.id}-1`, `br-${a.id}-2`, `br-${a.id}-3`, `br-${a.id}-4`]);
    // The total is the valid bets: the settled stakes (10.00 + 20.00), not the open round's nor the void one's.
    expect(page.summary).toEqual({ count: 4, validBet: '30.00', payout: '25.00', winLoss: '-5.00' });
    const won = page.list.find((r) => r.roundId === `br-${a.id}-1`)!;
    expect(won).toMatchObject({ stake: '10.00', payout: '25.00', winLoss: '15.00', status: 'settled' });
    expect(won.detail).toEqual({ pick: { over: 50 }, outcome: { roll: 73 } });
    if (game) expect(won.gameName).toBe(game.name);

    const live = okValue(await a.call('betRecord', { query: { start: today(), end: today(), gameType: 'LIVE' } }), BetRecordPageSchema);
    expect(live.list.map((r) => r.status)).toEqual(['open']);
    expect(live.gameTypes).toEqual(['LIVE', 'SLOT']);
    const other = okValue(await b.call('betRecord', { query: { start: today(), end: today() } }), BetRecordPageSchema);
    expect(other.list.map((r) => r.roundId)).toEqual([`br-${b.id}-1`]);
    expect(errorBody(await a.call('betRecord', { query: { start: today(), end: today(), gameType: 'bad type' } })).errorCode).toBe(
      ErrorCode.VALIDATION,
    );
    expect((await app().inject({ method: 'GET', url: `/wps/relay/ODS2_BetRecord?start=${today()}&end=${today()}` })).statusCode).toBe(401);
  });
});
