import { and, count, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import {
  CALLS,
  ErrorCode,
  LobbyNewsSchema,
  MemberType,
  OPS_TOKEN_HEADER,
  OpsLobbyNewsPageSchema,
  OpsLobbyNewsSchema,
  RANK_LIST_SIZE,
  RankListSchema,
  callPath,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { auditLog, gameRounds, lobbyNews, merchants, type Merchant } from '../src/db/schema.js';
import { placeBet, settleRound } from '../src/modules/games/seamless-wallet.js';
import { memberRepo } from '../src/modules/member/repo.js';
import { credit } from '../src/modules/wallet/service.js';
import { createOtherMerchant } from './fixtures.js';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';
import { newMember } from './money-fixtures.js';

// Home additions of issue 14: the winners ticker (GCSGAME_getRankList) and the lobby news (GLS2_lobbyNews) with the
// operator's lobby news calls. Both read the seeded demo data (winners-seed.ts, lobby-news-seed.ts).

const DAY = 86_400_000;
let seq = 0;

/** A settled round of a member through the seamless wallet (stake then payout), settled `daysAgo` days back. */
async function win(db: Db, merchant: Merchant, memberId: number, payout: bigint, opts: { daysAgo?: number; gameCode?: string } = {}) {
  const roundId = `home-test-${Date.now().toString(36)}-${seq++}`;
  await db.transaction(async (tx) => {
    await credit(tx, { merchantId: merchant.id, memberId, currency: merchant.currency, amount: 100n, kind: 'seed', idempotencyKey: `test:${roundId}` });
    await placeBet(tx, { merchantId: merchant.id, memberId, currency: merchant.currency, vendor: 'INHOUSE', gameCode: opts.gameCode ?? 'dice-100', gameType: 'INHOUSE', roundId, stake: 100n });
    await settleRound(tx, { merchantId: merchant.id, currency: merchant.currency, vendor: 'INHOUSE', roundId, payout });
  });
  if (opts.daysAgo) {
    await db.update(gameRounds).set({ settledAt: new Date(Date.now() - opts.daysAgo * DAY) }).where(and(eq(gameRounds.merchantId, merchant.id), eq(gameRounds.roundId, roundId)));
  }
}

const demoMerchant = async (db: Db) => (await db.select().from(merchants).where(eq(merchants.code, 'demo')))[0]!;

describeEachDb('winners ticker (rankList)', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().db as Db;
  const rank = async (headers: Record<string, string> = {}) => okValue(await app().inject({ method: 'GET', url: CALLS.rankList.path, headers }), RankListSchema);

  it('lists the seeded big wins, highest first, with masked players, game names in the caller language and payouts', async () => {
    const en = await rank();
    expect(en.days).toBe(7);
    expect(en.list[0]).toMatchObject({ player: 'de***01', gameName: 'Lucky Slot', amount: '8888.00' });
    expect(en.list.slice(0, 4).map((e) => e.amount)).toEqual(['8888.00', '4850.00', '2500.00', '1455.00']);
    const amounts = en.list.map((e) => Number(e.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // No account ever travels in clear.
    for (const e of en.list) expect(e.player).toMatch(/^.{1,2}\*\*\*(.{2})?$/);
    expect(JSON.stringify(en)).not.toMatch(/dexter01|mia2024|kaito88|lucas777/);
    const cn = await rank({ Language: 'CN' });
    expect(cn.list[0]).toMatchObject({ player: 'de***01', gameName: '幸运老虎机', amount: '8888.00' });
  });

  it('keeps only winning rounds of real members settled within the window, at most the list size', async () => {
    const merchant = await demoMerchant(db());
    const old = await newMember(app(), 'oldwin');
    await win(db(), merchant, old.id, 99_999_00n, { daysAgo: 8 });
    const recent = await newMember(app(), 'recentwin');
    await win(db(), merchant, recent.id, 77_777_00n, { daysAgo: 6 });
    await win(db(), merchant, recent.id, 0n);
    const trial = await newMember(app(), 'trialwin', MemberType.trial);
    await win(db(), merchant, trial.id, 88_888_00n);

    const list = (await rank()).list;
    expect(list[0]).toMatchObject({ player: 're***' + recent.username.slice(-2), amount: '77777.00', gameName: 'Dice 100' });
    expect(list.some((e) => e.amount === '99999.00' || e.amount === '88888.00' || e.amount === '0.00')).toBe(false);

    for (let i = 0; i < RANK_LIST_SIZE + 3; i++) await win(db(), merchant, recent.id, BigInt(1_000 + i));
    const full = (await rank()).list;
    expect(full).toHaveLength(RANK_LIST_SIZE);
    expect(full[0]!.amount).toBe('77777.00');
  });

  it("shows each merchant only its own members' wins", async () => {
    const other = await createOtherMerchant(db());
    const member = (await memberRepo.findByUsername(db(), other.id, 'demo01'))!;
    await win(db(), other, member.id, 55_555_00n);
    const theirs = (await rank({ Merchant: 'other' })).list;
    expect(theirs).toEqual([expect.objectContaining({ player: 'de***01', amount: '55555.00' })]);
    expect((await rank()).list.some((e) => e.amount === '55555.00')).toBe(false);
  });
});

describeEachDb(
  'winners ticker cache',
  (ctx) => {
    const app = () => ctx().app;
    const rank = async (headers: Record<string, string> = {}) => okValue(await app().inject({ method: 'GET', url: CALLS.rankList.path, headers }), RankListSchema);

    it('serves briefly from a per-merchant cache without mixing languages', async () => {
      const en = await rank();
      const merchant = await demoMerchant(app().db as Db);
      const member = await newMember(app(), 'cachewin');
      await win(app().db as Db, merchant, member.id, 66_666_00n, { gameCode: 'lucky-slot' });
      // Within the TTL the new win is not read yet, and each language gets its own names from the same rows.
      const cn = await rank({ Language: 'CN' });
      expect(cn.list.map((e) => e.amount)).toEqual(en.list.map((e) => e.amount));
      expect(cn.list[0]!.gameName).toBe('幸运老虎机');
      const th = await rank({ Language: 'TH' });
      expect(th.list[0]!.gameName).toBe('สล็อตนำโชค');
      expect((await rank()).list[0]!.gameName).toBe('Lucky Slot');
    });
  },
  { config: { merchantCacheMs: 60_000 } },
);

const CONTENT_KEY = 'ops_k_news-content-key-0123456789';
const FINANCE_KEY = 'ops_k_news-finance-key-0123456789';

describeEachDb('lobby news', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().db as Db;
  const news = async (headers: Record<string, string> = {}) => okValue(await app().inject({ method: 'GET', url: CALLS.lobbyNews.path, headers }), LobbyNewsSchema);
  const path = (c: { path: string }, params: Record<string, string | number> = {}) => callPath(c.path, { code: 'demo', ...params });
  const ops = (method: InjectOptions['method'], url: string, payload?: unknown, token = CONTENT_KEY) =>
    app().inject({ method, url, headers: { [OPS_TOKEN_HEADER]: token }, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
  const lastAudit = async (action: string) => (await db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];
  const create = async (body: Record<string, unknown>) => okValue(await ops('POST', path(CALLS.opsCreateLobbyNews), body), OpsLobbyNewsSchema);

  beforeAll(async () => {
    await grantOpsKey(app(), CONTENT_KEY, 'content');
    await grantOpsKey(app(), FINANCE_KEY, 'finance');
  });

  it('shows the seeded items in the caller language, in order, falling back to the merchant language', async () => {
    const en = await news();
    expect(en.map((n) => n.title)).toEqual(['Our app is here', 'New games every week', 'Play responsibly']);
    expect(en[0]).toMatchObject({ linkUrl: '/m/app' });
    expect((await news({ Language: 'CN' })).map((n) => n.title)).toEqual(['手机应用上线啦', '每周上新游戏', '理性娱乐']);
    expect((await news({ Language: 'VI' }))[0]!.title).toBe('Ứng dụng đã ra mắt');
    // Nobody wrote Japanese news: the merchant's own language (English) shows instead of nothing.
    expect((await news({ Language: 'JA' })).map((n) => n.title)).toEqual(en.map((n) => n.title));
  });

  it('creates, changes and removes items for the player at once, each change audited', async () => {
    const created = await create({ language: 'EN', title: 'Weekend tournament', content: 'Spin to win.', linkUrl: '/m/activity', sort: 0 });
    expect(created).toMatchObject({ language: 'EN', title: 'Weekend tournament', content: 'Spin to win.', enabled: true, sort: 0 });
    expect((await news())[0]).toMatchObject({ id: created.id, title: 'Weekend tournament', linkUrl: '/m/activity' });
    expect(await lastAudit('opsCreateLobbyNews')).toMatchObject({ target: `lobby news ${created.id}`, operatorName: 'content', before: null });

    const changed = okValue(await ops('PUT', path(CALLS.opsUpdateLobbyNews, { id: created.id }), { enabled: false }), OpsLobbyNewsSchema);
    expect(changed.enabled).toBe(false);
    expect((await news()).some((n) => n.id === created.id)).toBe(false);
    const audit = await lastAudit('opsUpdateLobbyNews');
    expect(audit).toMatchObject({ target: `lobby news ${created.id}` });
    expect(audit!.before).toMatchObject({ enabled: true });
    expect(audit!.after).toMatchObject({ enabled: false });

    const page = okValue(await ops('GET', `${path(CALLS.opsLobbyNews)}?language=EN`), OpsLobbyNewsPageSchema);
    expect(page.list.map((n) => n.id)).toContain(created.id);
    expect(page.list.every((n) => n.language === 'EN')).toBe(true);

    expect((await ops('DELETE', path(CALLS.opsDeleteLobbyNews, { id: created.id }))).statusCode).toBe(200);
    expect(await lastAudit('opsDeleteLobbyNews')).toMatchObject({ target: `lobby news ${created.id}` });
    expect((await db().select({ n: count() }).from(lobbyNews).where(eq(lobbyNews.id, created.id)))[0]!.n).toBe(0);
    const gone = await ops('DELETE', path(CALLS.opsDeleteLobbyNews, { id: created.id }));
    expect(gone.statusCode).toBe(404);
  });

  it('shows an item only inside its window', async () => {
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const future = await create({ language: 'PT', title: 'Soon', content: 'x', startsAt: iso(now + DAY) });
    const past = await create({ language: 'PT', title: 'Over', content: 'x', startsAt: iso(now - 2 * DAY), endsAt: iso(now - DAY) });
    const open = await create({ language: 'PT', title: 'Now', content: 'x', startsAt: iso(now - DAY), endsAt: iso(now + DAY) });
    const ids = (await news({ Language: 'PT' })).map((n) => n.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(past.id);
    // A change that would end the window before it starts is refused.
    const bad = await ops('PUT', path(CALLS.opsUpdateLobbyNews, { id: open.id }), { endsAt: iso(now - 3 * DAY) });
    expect(bad.statusCode).toBe(422);
    expect(errorBody(bad).errorCode).toBe(ErrorCode.VALIDATION);
  });

  it('sanitizes HTML on write and refuses links off the player site and bad bodies with a 4xx', async () => {
    const created = await create({
      language: 'TH',
      title: 'Safe',
      content: '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a><script>alert(1)</script><b>bold</b></p><iframe src="https://evil.example"></iframe>',
    });
    expect(created.content).not.toMatch(/script|onclick|javascript|iframe/i);
    expect(created.content).toContain('<b>bold</b>');
    expect((await news({ Language: 'TH' })).find((n) => n.id === created.id)!.content).toBe(created.content);

    for (const body of [
      { language: 'EN', title: 'x', content: 'x', linkUrl: 'https://evil.example/' },
      { language: 'EN', title: 'x', content: 'x', linkUrl: 'javascript:alert(1)' },
      { language: 'EN', title: '', content: 'x' },
      { language: 'XX', title: 'x', content: 'x' },
      { language: 'EN', title: 'x', content: '<script>alert(1)</script>' },
    ]) {
      const res = await ops('POST', path(CALLS.opsCreateLobbyNews), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
    }
    expect((await ops('PUT', path(CALLS.opsUpdateLobbyNews, { id: 999_999 }), { title: 'x' })).statusCode).toBe(404);
  });

  it('is for content operators of the merchant only', async () => {
    for (const [c, params] of [
      [CALLS.opsLobbyNews, {}],
      [CALLS.opsCreateLobbyNews, {}],
      [CALLS.opsUpdateLobbyNews, { id: 1 }],
      [CALLS.opsDeleteLobbyNews, { id: 1 }],
    ] as const) {
      expect((await app().inject({ method: c.method, url: path(c, params) })).statusCode, c.name).toBe(401);
      expect((await ops(c.method, path(c, params), undefined, FINANCE_KEY)).statusCode, c.name).toBe(403);
    }
  });
});
