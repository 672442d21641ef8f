import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { z } from 'zod';
import {
  ErrorCode,
  CALLS,
  LIMITS,
  OPS_TOKEN_HEADER,
  OpsApplicationSchema,
  PromotionDetailSchema,
  PromotionListSchema,
  RewardApplicationResultSchema,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { merchants, promotions, rewardApplicationImages, rewardApplications } from '../src/db/schema.js';
import { seedPromotions } from '../src/seed/promotions-seed.js';
import { createOtherMerchant } from './fixtures.js';
import { describeEachDb, errorBody, grantMerchant, okValue } from './helper.js';
import { pngBomb } from './picture-fixtures.js';
import { OPS_TOKEN, newMember, type TestMember } from './money-fixtures.js';

const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } }).png().toBuffer();
const jpeg = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#a37' } }).jpeg().toBuffer();
const b64 = (b: Buffer) => b.toString('base64');

describeEachDb(
  'promotions',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;
    const byKey = async (key: string) => (await db().select().from(promotions).where(eq(promotions.key, key)))[0]!;
    const list = async () => okValue(await app().inject({ method: 'GET', url: CALLS.promotionList.path }), PromotionListSchema);
    const detail = async (id: number, token?: string) =>
      okValue(
        await app().inject({ method: 'GET', url: `${CALLS.promotionDetail.path}?id=${id}`, headers: token ? { Authorization: token } : {} }),
        PromotionDetailSchema,
      );
    const apply = (m: TestMember, body: unknown) => m.call('requestReward', { body });
    const applications = async (m: TestMember) =>
      db().select().from(rewardApplications).where(eq(rewardApplications.memberId, m.id));
    const imageRows = async () => (await db().select({ n: count() }).from(rewardApplicationImages))[0]!.n;
    const ops = (method: 'GET' | 'POST', path: string, payload?: unknown, token: string | null = OPS_TOKEN) =>
      app().inject({
        method,
        url: path.replace(':code', 'demo'),
        headers: token === null ? {} : { [OPS_TOKEN_HEADER]: token },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    it('lists running promotions of the merchant with generated art, without ended or disabled ones', async () => {
      const cards = await list();
      expect(cards.length).toBeGreaterThanOrEqual(6);
      expect(new Set(cards.map((c) => c.category)).size).toBeGreaterThanOrEqual(5);
      const welcome = cards.find((c) => c.title.startsWith('Welcome'))!;
      expect(welcome).toMatchObject({ noExpiry: 1, endDate: null, category: 'new_player' });
      expect(welcome.announcementImages.map((i) => i.sequence)).toEqual([1, 2]);
      const art = await app().inject({ method: 'GET', url: welcome.announcementImages[1]!.url });
      expect(art.statusCode).toBe(200);
      expect(art.headers['content-type']).toContain('image/svg+xml');
      expect((await app().inject({ method: 'GET', url: '/static/images/DEMO/promotions/nope.svg' })).statusCode).toBe(404);

      const reload = await byKey('weekend-reload');
      await db().update(promotions).set({ enabled: false }).where(eq(promotions.id, reload.id));
      try {
        expect((await list()).map((c) => c.id)).not.toContain(reload.id);
        expect(errorBody(await app().inject({ method: 'GET', url: `${CALLS.promotionDetail.path}?id=${reload.id}` })).errorCode).toBe(ErrorCode.NOT_FOUND);
      } finally {
        await db().update(promotions).set({ enabled: true }).where(eq(promotions.id, reload.id));
      }
    });

    it('serves the detail with sanitized HTML and the visitor state', async () => {
      const p = await byKey('app-download');
      await db()
        .update(promotions)
        .set({ content: `${p.content}<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>` })
        .where(eq(promotions.id, p.id));
      const d = await detail(p.id);
      expect(d.content).toContain('<a href="/m/app"');
      expect(d.content).not.toMatch(/script|onerror|javascript:/i);
      expect(d).toMatchObject({ state: 'join', remarkRequired: 'N', imageRequired: 'N' });
      expect((await detail((await byKey('daily-rebate')).id)).state).toBe('none');
      expect((await detail((await byKey('lotto-jackpot-week')).id)).state).toBe('comingSoon');
      for (const bad of ['0', 'abc', '99999999999']) {
        const res = await app().inject({ method: 'GET', url: `${CALLS.promotionDetail.path}?id=${bad}` });
        expect(res.statusCode).toBe(422);
      }
    });

    it('joins once; a second join is refused (ALREADY_APPLIED); the detail shows applying to that member only', async () => {
      const p = await byKey('app-download');
      const m = await newMember(app(), 'pjoin');
      const res = await m.call('promotionJoin', { body: { promotionId: p.id } });
      expect(okValue(res, RewardApplicationResultSchema).status).toBe('applying');
      const again = await m.call('promotionJoin', { body: { promotionId: p.id } });
      expect(again.statusCode).toBe(409);
      expect(errorBody(again).errorCode).toBe(ErrorCode.ALREADY_APPLIED);
      expect((await detail(p.id, m.token)).state).toBe('applying');
      expect((await detail(p.id)).state).toBe('join');
      // Join is for one-tap promotions; the form ones go through requestReward, and the coming-soon one is not open.
      expect((await m.call('promotionJoin', { body: { promotionId: (await byKey('welcome-bonus')).id } })).statusCode).toBe(422);
      expect((await m.call('promotionJoin', { body: { promotionId: (await byKey('lotto-jackpot-week')).id } })).statusCode).toBe(403);
      expect(await applications(m)).toHaveLength(1);
    });

    it('stores an application with re-encoded pictures and refuses a second pending one', async () => {
      const p = await byKey('live-cashback');
      const m = await newMember(app(), 'papply');
      const original = await png();
      const res = await apply(m, { promotionId: p.id, remarks: 'Lost 500 on baccarat', pictures: [`data:image/png;base64,${b64(original)}`, b64(await jpeg())] });
      const created = okValue(res, RewardApplicationResultSchema);
      expect(created.status).toBe('applying');
      const imgs = await db().select().from(rewardApplicationImages).where(eq(rewardApplicationImages.applicationId, created.id));
      expect(imgs.map((i) => i.mime).sort()).toEqual(['image/jpeg', 'image/png']);
      const meta = await sharp(Buffer.from(imgs.find((i) => i.mime === 'image/png')!.data, 'base64')).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 8, height: 8 });

      const again = await apply(m, { promotionId: p.id, remarks: 'again', pictures: [b64(original)] });
      expect(again.statusCode).toBe(409);
      expect(errorBody(again).errorCode).toBe(ErrorCode.ALREADY_APPLIED);
      expect(await applications(m)).toHaveLength(1);
      expect((await detail(p.id, m.token)).state).toBe('applying');
    });

    it('refuses bad uploads and remarks with a 4xx and stores nothing', async () => {
      const p = await byKey('live-cashback');
      const m = await newMember(app(), 'pbad');
      const before = await imageRows();
      const good = b64(await png());
      const oversized = Buffer.alloc(LIMITS.imageBytes + 1);
      (await png()).copy(oversized);
      const cases: [unknown, number, string][] = [
        [{ promotionId: p.id, remarks: 'x', pictures: [b64(Buffer.from('this is a text file, named cat.png'))] }, 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE],
        // PNG magic bytes followed by garbage: sniffed as PNG, refused when it does not decode.
        [{ promotionId: p.id, remarks: 'x', pictures: [b64(Buffer.concat([(await png()).subarray(0, 8), Buffer.from('garbage')]))] }, 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE],
        [{ promotionId: p.id, remarks: 'x', pictures: ['not base64 at all!'] }, 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE],
        [{ promotionId: p.id, remarks: 'x', pictures: [b64(oversized)] }, 413, ErrorCode.PAYLOAD_TOO_LARGE],
        [{ promotionId: p.id, remarks: 'x', pictures: [good, good, good, good] }, 422, ErrorCode.VALIDATION],
        [{ promotionId: p.id, remarks: 'r'.repeat(LIMITS.remarks + 1), pictures: [good] }, 422, ErrorCode.VALIDATION],
        [{ promotionId: p.id, remarks: '', pictures: [good] }, 422, ErrorCode.VALIDATION],
        [{ promotionId: p.id, remarks: 'no picture', pictures: [] }, 422, ErrorCode.VALIDATION],
        [{ promotionId: 'x', remarks: 'x', pictures: [good] }, 422, ErrorCode.VALIDATION],
      ];
      for (const [body, status, code] of cases) {
        const res = await apply(m, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
        expect(errorBody(res).errorCode).toBe(code);
      }
      expect(await applications(m)).toHaveLength(0);
      expect(await imageRows()).toBe(before);
      // Exactly 140 characters and 3 pictures are fine.
      const ok = await apply(m, { promotionId: p.id, remarks: 'r'.repeat(LIMITS.remarks), pictures: [good, good, good] });
      expect(okValue(ok, RewardApplicationResultSchema).status).toBe('applying');
    });

    it('refuses decompression bombs from their header, before decoding a pixel', async () => {
      const p = await byKey('live-cashback');
      const m = await newMember(app(), 'pbomb');
      const before = await imageRows();
      // 1 x 40,000,000 passed the old 40 MP check and took seconds of thread-pool time; 12,000 x 1 is over a side.
      for (const bomb of [pngBomb(1, 40_000_000), pngBomb(12_000, 1), pngBomb(4_100, 4_100)]) {
        expect(bomb.length).toBeLessThan(LIMITS.imageBytes);
        const res = await apply(m, { promotionId: p.id, remarks: 'bomb', pictures: [b64(bomb)] });
        expect(res.statusCode).toBe(413);
        expect(errorBody(res).errorCode).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
      }
      expect(await imageRows()).toBe(before);
      // A real large-ish photo size still passes.
      const fine = await apply(m, { promotionId: p.id, remarks: 'fine', pictures: [b64(pngBomb(3_000, 2_000))] });
      expect(okValue(fine, RewardApplicationResultSchema).status).toBe('applying');
    });

    it('refuses trial members, visitors and another merchant\'s promotion ids', async () => {
      const p = await byKey('weekend-reload');
      const trial = await newMember(app(), 'ptrial', 4);
      for (const res of [
        await apply(trial, { promotionId: p.id, remarks: 'x' }),
        await trial.call('promotionJoin', { body: { promotionId: (await byKey('app-download')).id } }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(errorBody(res)).toMatchObject({ errorCode: ErrorCode.FREE_REJECT, message: 'free_reject' });
      }
      expect(await applications(trial)).toHaveLength(0);

      const visitor = await app().inject({ method: 'POST', url: CALLS.requestReward.path, payload: { promotionId: p.id, remarks: 'x' } });
      expect(visitor.statusCode).toBe(401);

      const other = await createOtherMerchant(db(), 'promoother', 'promo-other.example');
      await seedPromotions(db(), other.id);
      const [foreign] = await db()
        .select()
        .from(promotions)
        .where(and(eq(promotions.merchantId, other.id), eq(promotions.key, 'weekend-reload')));
      const m = await newMember(app(), 'pforeign');
      const res = await apply(m, { promotionId: foreign!.id, remarks: 'x' });
      expect(res.statusCode).toBe(404);
      expect((await m.call('promotionJoin', { body: { promotionId: foreign!.id } })).statusCode).toBe(404);
      expect((await app().inject({ method: 'GET', url: `${CALLS.promotionDetail.path}?id=${foreign!.id}` })).statusCode).toBe(404);
      expect((await list()).map((c) => c.id)).not.toContain(foreign!.id);
      expect(await applications(m)).toHaveLength(0);
    });

    it('lets an operator list, view, approve with a ledger bonus once, and reject so the member may apply again', async () => {
      const p = await byKey('weekend-reload');
      const m = await newMember(app(), 'pops');
      const first = okValue(await apply(m, { promotionId: p.id, remarks: 'order D123' }), RewardApplicationResultSchema);
      expect((await ops('GET', CALLS.opsRewardApplications.path, undefined, null)).statusCode).toBe(401);
      expect((await ops('GET', CALLS.opsRewardApplications.path, undefined, 'wrong')).statusCode).toBe(401);
      const pending = okValue(await ops('GET', `${CALLS.opsRewardApplications.path}?status=applying`), z.array(OpsApplicationSchema));
      expect(pending.find((a) => a.id === first.id)).toMatchObject({ userName: m.username, remarks: 'order D123', pictures: 0 });

      const path = (name: 'approve' | 'reject', id: number) =>
        (name === 'approve' ? CALLS.opsApproveRewardApplication : CALLS.opsRejectRewardApplication).path.replace(':id', String(id));
      expect((await ops('POST', path('reject', first.id), { reason: 'No such deposit' })).statusCode).toBe(200);
      expect((await detail(p.id, m.token)).state).toBe('rejected');
      expect((await ops('POST', path('approve', first.id), { bonus: '20.00' })).statusCode).toBe(409);

      const second = okValue(await apply(m, { promotionId: p.id, remarks: 'order D124' }), RewardApplicationResultSchema);
      expect((await ops('POST', path('approve', second.id), { bonus: 'abc' })).statusCode).toBe(422);
      expect((await ops('POST', path('approve', second.id), { bonus: '25.50' })).statusCode).toBe(200);
      expect((await ops('POST', path('approve', second.id), { bonus: '25.50' })).statusCode).toBe(409);
      expect(await m.balance()).toBe(2550n);
      expect((await m.entries()).map((e) => [e.kind, e.amount])).toEqual([['bonus', 2550n]]);
      expect((await detail(p.id, m.token)).state).toBe('issued');
      // Paid: no third application.
      expect((await apply(m, { promotionId: p.id, remarks: 'more' })).statusCode).toBe(409);

      // Another merchant's operator path cannot reach this application, not even for an operator serving both.
      const [promoOther] = await db().select().from(merchants).where(eq(merchants.code, 'promoother'));
      await grantMerchant(app(), promoOther!.id);
      expect((await app().inject({ method: 'POST', url: CALLS.opsRejectRewardApplication.path.replace(':code', 'promoother').replace(':id', String(second.id)), headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN }, payload: {} })).statusCode).toBe(404);

      const withPic = await newMember(app(), 'popspic');
      const live = await byKey('live-cashback');
      const created = okValue(await apply(withPic, { promotionId: live.id, remarks: 'see picture', pictures: [b64(await png())] }), RewardApplicationResultSchema);
      const img = await ops('GET', CALLS.opsRewardApplicationImage.path.replace(':id', String(created.id)).replace(':seq', '1'));
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect((await ops('GET', CALLS.opsRewardApplicationImage.path.replace(':id', String(created.id)).replace(':seq', '2'))).statusCode).toBe(404);
      const [demo] = await db().select().from(merchants).where(eq(merchants.code, 'demo'));
      expect(demo).toBeDefined();
    });
  },
  { opsKey: OPS_TOKEN },
);
