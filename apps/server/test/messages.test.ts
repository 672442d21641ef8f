import { and, count, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { z } from 'zod';
import {
  ErrorCode,
  AnnouncementsSchema,
  CALLS,
  InboxChangedSchema,
  InboxPageSchema,
  OPS_TOKEN_HEADER,
  OpsInboxSentSchema,
  UnreadCountSchema,
  type CallName,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { inboxMessages, inboxStates, merchants, noticeReads, notices } from '../src/db/schema.js';
import { inboxRepo } from '../src/modules/messages/repo.js';
import { seedMessages } from '../src/seed/messages-seed.js';
import { createOtherMerchant } from './fixtures.js';
import { describeEachDb, errorBody, grantMerchant, login, okValue } from './helper.js';
import { OPS_TOKEN, newMember, type TestMember } from './money-fixtures.js';

const INBOX_CALLS = ['inboxList', 'inboxRead', 'inboxDelete'] as const;

describeEachDb(
  'messages',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;

    const unread = async (m: TestMember) => okValue(await m.call('unreadCount'), UnreadCountSchema);
    const inbox = async (m: TestMember, query?: Record<string, string>) => okValue(await m.call('inboxList', { query }), InboxPageSchema);
    const changed = async (m: TestMember, name: 'inboxRead' | 'inboxDelete', body: unknown) =>
      okValue(await m.call(name, { body }), InboxChangedSchema).changed;
    const send = (body: unknown, token: string | null = OPS_TOKEN, code = 'demo') =>
      app().inject({
        method: 'POST',
        url: CALLS.opsSendMessage.path.replace(':code', code),
        headers: token === null ? {} : { [OPS_TOKEN_HEADER]: token },
        payload: body as InjectOptions['payload'],
      });
    const sent = async (body: unknown, code = 'demo') => okValue(await send(body, OPS_TOKEN, code), OpsInboxSentSchema).id;
    const personal = (m: TestMember, title = 'Hello') => sent({ userName: m.username, title, content: `For ${m.username}` });
    const broadcast = (title = 'To everyone') => sent({ all: true, title, content: 'Broadcast body' });
    const states = (m: TestMember) => db().select().from(inboxStates).where(eq(inboxStates.memberId, m.id));
    const reads = (m: TestMember) => db().select().from(noticeReads).where(eq(noticeReads.memberId, m.id));
    const messageCount = async () => (await db().select({ n: count() }).from(inboxMessages))[0]!.n;
    const announcements = async (headers: Record<string, string> = {}) =>
      okValue(await app().inject({ method: 'GET', url: `${CALLS.announcements.path}?types=B,PL,PU`, headers }), AnnouncementsSchema);
    const demoId = async () => (await db().select().from(merchants).where(eq(merchants.code, 'demo')))[0]!.id;

    /** The seed has player notices only: add a popup, an expired player notice (never counted) and find a banner. */
    let noticeFixture: Promise<{ popup: number; expired: number; banner: number }> | undefined;
    const fixtureNotices = () =>
      (noticeFixture ??= (async () => {
        const merchantId = await demoId();
        const [popup] = await db().insert(notices).values({ merchantId, type: 'PU', title: 'Popup', content: 'Read me' }).returning();
        const [expired] = await db()
          .insert(notices)
          .values({ merchantId, type: 'PL', title: 'Old', endsAt: new Date(Date.now() - 60_000) })
          .returning();
        const [banner] = await db().select().from(notices).where(and(eq(notices.merchantId, merchantId), eq(notices.type, 'B')));
        return { popup: popup!.id, expired: expired!.id, banner: banner!.id };
      })());

    it('counts unread announcements and fills read state in the list for the member whose token is sent', async () => {
      const { popup, expired } = await fixtureNotices();
      const m = await newMember(app(), 'msgann');
      const other = await newMember(app(), 'msgann2');
      const before = await announcements({ Authorization: m.token });
      const active = [...before.player, ...before.popup];
      expect(before.popup.map((n) => n.id)).toEqual([popup]);
      expect(active.map((n) => n.id)).not.toContain(expired);
      expect(active.every((n) => !n.read)).toBe(true);
      expect(await unread(m)).toEqual({ announcement: active.length, inbox: 0, chat: 0, total: active.length });

      const first = before.player[0]!.id;
      for (let i = 0; i < 2; i++) {
        const res = await m.call('markAnnouncementRead', { body: { announcementId: first, read: true } });
        expect(okValue(res, z.null())).toBeNull();
      }
      expect(okValue(await m.call('markAnnouncementRead', { body: { announcementId: popup } }), z.null())).toBeNull();
      expect(await reads(m)).toHaveLength(2);
      expect((await unread(m)).announcement).toBe(active.length - 2);
      expect((await unread(m)).total).toBe(active.length - 2);

      const after = await announcements({ Authorization: m.token });
      expect(after.player.find((n) => n.id === first)!.read).toBe(true);
      expect(after.popup[0]!.read).toBe(true);
      expect(after.player.filter((n) => n.read)).toHaveLength(1);
      // Read state is the member's own; without a token, or with a dead one, the public list still answers.
      expect([...(await announcements({ Authorization: other.token })).player].every((n) => !n.read)).toBe(true);
      expect((await unread(other)).announcement).toBe(active.length);
      for (const headers of [{}, { Authorization: 'not-a-token' }] as Record<string, string>[]) {
        const anon = await announcements(headers);
        expect([...anon.player, ...anon.popup].every((n) => !n.read)).toBe(true);
      }
      // Marking an expired player notice is accepted but changes no count (it is not active).
      expect((await m.call('markAnnouncementRead', { body: { announcementId: expired } })).statusCode).toBe(200);
      expect((await unread(m)).announcement).toBe(active.length - 2);
    });

    it('marks every live announcement read at once, for that member only', async () => {
      const { expired } = await fixtureNotices();
      const m = await newMember(app(), 'msgallread');
      const other = await newMember(app(), 'msgallread2');
      const live = (await unread(m)).announcement;
      expect(live).toBeGreaterThan(1);
      // One already read counts once: "changed" is what was unread.
      const first = (await announcements({ Authorization: m.token })).player[0]!.id;
      okValue(await m.call('markAnnouncementRead', { body: { announcementId: first } }), z.null());
      expect(okValue(await m.call('markAllAnnouncementsRead'), InboxChangedSchema)).toEqual({ changed: live - 1 });
      expect(await unread(m)).toEqual({ announcement: 0, inbox: 0, chat: 0, total: 0 });
      const after = await announcements({ Authorization: m.token });
      expect([...after.player, ...after.popup].every((n) => n.read)).toBe(true);
      // The expired notice is not marked; a second call changes nothing; the other member still has all unread.
      expect((await reads(m)).map((r) => r.noticeId)).not.toContain(expired);
      expect(okValue(await m.call('markAllAnnouncementsRead'), InboxChangedSchema)).toEqual({ changed: 0 });
      expect((await unread(other)).announcement).toBe(live);
    });

    it('refuses to mark banners, unknown and other merchants’ notices, and bad bodies, writing nothing', async () => {
      const { banner } = await fixtureNotices();
      const m = await newMember(app(), 'msgannbad');
      const other = await createOtherMerchant(db(), 'msgother', 'msgother.example');
      const [foreign] = await db().insert(notices).values({ merchantId: other.id, type: 'PL', title: 'Theirs' }).returning();
      for (const announcementId of [banner, foreign!.id, 2_147_483_647]) {
        const res = await m.call('markAnnouncementRead', { body: { announcementId } });
        expect(res.statusCode).toBe(404);
        expect(errorBody(res).errorCode).toBe(ErrorCode.NOT_FOUND);
      }
      const bad: unknown[] = [{}, { announcementId: 0 }, { announcementId: -3 }, { announcementId: 'x' }, { announcementId: 1.5 }];
      bad.push({ announcementId: 1, read: false }, { announcementId: 2_147_483_648 }, 'nonsense');
      for (const body of bad) {
        const res = await m.call('markAnnouncementRead', { body });
        expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
        expect(errorBody(res).success).toBe(false);
      }
      expect(await reads(m)).toHaveLength(0);
    });

    it('shows personal messages and broadcasts sent since registration, newest first, with unread counts', async () => {
      const a = await newMember(app(), 'msga');
      const early = await broadcast('Before b');
      const b = await newMember(app(), 'msgb');
      const mine = await personal(a, 'Only for a');
      const late = await broadcast('After b');

      const listA = await inbox(a);
      expect(listA.list.map((x) => x.id)).toEqual([late, mine, early]);
      expect(listA).toMatchObject({ pageNo: 1, totalPages: 1, totalCount: 3 });
      expect(listA.list[1]).toMatchObject({ title: 'Only for a', content: `For ${a.username}`, read: false });
      expect(new Date(listA.list[0]!.createdAt).toISOString()).toBe(listA.list[0]!.createdAt);
      expect((await inbox(b)).list.map((x) => x.id)).toEqual([late]);
      expect(await unread(a)).toMatchObject({ inbox: 3 });
      expect(await unread(b)).toMatchObject({ inbox: 1 });

      expect(await changed(a, 'inboxRead', { ids: [mine] })).toBe(1);
      expect(await changed(a, 'inboxRead', { ids: [mine] })).toBe(0);
      expect((await inbox(a)).list.map((x) => x.read)).toEqual([false, true, false]);
      expect((await unread(a)).inbox).toBe(2);
      // A broadcast read by a is still unread for b.
      expect(await changed(a, 'inboxRead', { ids: [late] })).toBe(1);
      expect((await inbox(b)).list[0]!.read).toBe(false);
      expect((await unread(b)).inbox).toBe(1);
      const total = await unread(a);
      expect(total.total).toBe(total.announcement + total.inbox + total.chat);
    });

    it("never lets a member touch another member's or another merchant's message", async () => {
      const a = await newMember(app(), 'msgown');
      const b = await newMember(app(), 'msgthief');
      const mine = await personal(a);
      const other = await createOtherMerchant(db(), 'msgother2', 'msgother2.example');
      await grantMerchant(app(), other.id);
      const foreign = await sent({ userName: 'demo01', title: 'Other tenant', content: 'x' }, other.code);
      const foreignBroadcast = await sent({ all: true, title: 'Other tenant', content: 'x' }, other.code);
      const ids = [mine, foreign, foreignBroadcast, 2_147_483_647];
      expect(await changed(b, 'inboxRead', { ids })).toBe(0);
      expect(await changed(b, 'inboxDelete', { ids })).toBe(0);
      expect(await changed(b, 'inboxRead', { all: true })).toBe(0);
      expect(await states(b)).toHaveLength(0);
      expect((await inbox(b)).totalCount).toBe(0);
      expect((await inbox(a)).list).toEqual([expect.objectContaining({ id: mine, read: false })]);
      expect((await unread(a)).inbox).toBe(1);
      const rows = await db().select().from(inboxStates).where(inArray(inboxStates.messageId, ids));
      expect(rows).toHaveLength(0);
    });

    it('deletes messages: they leave the list and the counts and cannot be read or deleted again', async () => {
      const m = await newMember(app(), 'msgdel');
      const one = await personal(m, 'one');
      const two = await personal(m, 'two');
      const three = await broadcast('three');
      expect(await changed(m, 'inboxDelete', { ids: [one, three] })).toBe(2);
      expect(await changed(m, 'inboxDelete', { ids: [one, three] })).toBe(0);
      expect(await changed(m, 'inboxRead', { ids: [one, three] })).toBe(0);
      const page = await inbox(m);
      expect(page.list.map((x) => x.id)).toEqual([two]);
      expect(page.totalCount).toBe(1);
      expect((await unread(m)).inbox).toBe(1);
      const deleted = (await states(m)).filter((s) => s.deletedAt !== null);
      expect(deleted.map((s) => s.messageId).sort()).toEqual([one, three].sort());
      expect(deleted.every((s) => s.readAt !== null)).toBe(true);
    });

    it('marks all read and deletes all with all: true', async () => {
      const m = await newMember(app(), 'msgall');
      for (let i = 0; i < 3; i++) await personal(m, `n${i}`);
      await broadcast('all of you');
      const first = (await inbox(m)).list[0]!.id;
      expect(await changed(m, 'inboxRead', { ids: [first] })).toBe(1);
      expect(await changed(m, 'inboxRead', { all: true })).toBe(3);
      expect((await unread(m)).inbox).toBe(0);
      expect((await inbox(m)).list.every((x) => x.read)).toBe(true);
      expect(await changed(m, 'inboxDelete', { all: true })).toBe(4);
      expect(await inbox(m)).toEqual({ list: [], pageNo: 1, totalPages: 1, totalCount: 0 });
      expect(await changed(m, 'inboxDelete', { all: true })).toBe(0);
    });

    it('counts each message once when read calls race', async () => {
      const m = await newMember(app(), 'msgrace');
      for (let i = 0; i < 5; i++) await personal(m, `r${i}`);
      const results = await Promise.all(Array.from({ length: 6 }, () => changed(m, 'inboxRead', { all: true })));
      expect(results.reduce((x, y) => x + y, 0)).toBe(5);
      expect((await unread(m)).inbox).toBe(0);
    });

    it('pages the inbox newest first (ties by id)', async () => {
      const m = await newMember(app(), 'msgpage');
      const base = Date.now() + 60_000;
      const ids: number[] = [];
      for (let i = 0; i < 7; i++) {
        const at = new Date(base + Math.floor(i / 2) * 1000);
        const row = await inboxRepo.insert(db(), { merchantId: m.merchantId, memberId: m.id, title: `p${i}`, content: 'c', createdAt: at });
        ids.push(row!.id);
      }
      const expected = [...ids].reverse();
      const pages = [];
      for (let pageNo = 1; pageNo <= 4; pageNo++) pages.push(await inbox(m, { pageNo: String(pageNo), pageSize: '3' }));
      expect(pages.map((p) => p.list.length)).toEqual([3, 3, 1, 0]);
      expect(pages.flatMap((p) => p.list.map((x) => x.id))).toEqual(expected);
      expect(pages.every((p) => p.totalPages === 3 && p.totalCount === 7)).toBe(true);
      expect(pages[3]!.pageNo).toBe(4);
      expect((await inbox(m)).list).toHaveLength(7);
    });

    it('refuses trial users the inbox and counts no inbox for them', async () => {
      const t = await newMember(app(), 'msgtrial', 4);
      await personal(t, 'never shown');
      await broadcast('not for trials either');
      const bodies: Record<(typeof INBOX_CALLS)[number], unknown> = { inboxList: undefined, inboxRead: { all: true }, inboxDelete: { all: true } };
      for (const name of INBOX_CALLS) {
        const res = await t.call(name, { body: bodies[name] });
        expect(res.statusCode, name).toBe(403);
        expect(errorBody(res).errorCode).toBe(ErrorCode.FREE_REJECT);
      }
      const counts = await unread(t);
      expect(counts.inbox).toBe(0);
      expect(counts.total).toBe(counts.announcement);
      expect(await states(t)).toHaveLength(0);
    });

    it('answers bad inbox input with a 4xx error envelope and changes nothing', async () => {
      const m = await newMember(app(), 'msgbad');
      const id = await personal(m);
      const bad: unknown[] = [
        {},
        { ids: [] },
        { ids: [id], all: true },
        { ids: [-1] },
        { ids: [0] },
        { ids: [1.5] },
        { ids: ['x'] },
        { ids: [2_147_483_648] },
        { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
        { all: false },
        { ids: id },
        'nonsense',
        [id],
      ];
      for (const name of ['inboxRead', 'inboxDelete'] as const) {
        for (const body of bad) {
          const res = await m.call(name, { body });
          expect(res.statusCode, `${name} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${name} ${JSON.stringify(body)}`).toBeLessThan(500);
          expect(errorBody(res).success).toBe(false);
        }
        for (const [type, payload] of [
          ['text/plain', `{"ids":[${id}]}`],
          ['application/json', '{"ids":['],
        ]) {
          const res = await app().inject({
            method: 'POST',
            url: CALLS[name].path,
            headers: { Authorization: m.token, 'content-type': type! },
            payload,
          });
          expect(res.statusCode, `${name} ${type}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${name} ${type}`).toBeLessThan(500);
          expect(errorBody(res).success).toBe(false);
        }
      }
      const queries: Record<string, string>[] = [{ pageSize: '1000' }, { pageSize: '0' }, { pageNo: '0' }, { pageNo: '-1' }, { pageNo: 'x' }, { pageNo: '10001' }];
      for (const query of queries) {
        const res = await m.call('inboxList', { query });
        expect(res.statusCode, JSON.stringify(query)).toBe(422);
        expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
      }
      expect(await states(m)).toHaveLength(0);
      expect((await inbox(m)).list).toEqual([expect.objectContaining({ id, read: false })]);
    });

    it('asks for a login on every member call', async () => {
      const names: CallName[] = ['markAnnouncementRead', 'markAllAnnouncementsRead', 'unreadCount', ...INBOX_CALLS];
      for (const name of names) {
        for (const headers of [{}, { Authorization: 'dead-token' }]) {
          const def = CALLS[name];
          const payload = name === 'markAnnouncementRead' ? { announcementId: 1 } : { all: true };
          const res = await app().inject({ method: def.method, url: def.path, headers, ...(def.method === 'POST' ? { payload } : {}) });
          expect(res.statusCode, name).toBe(401);
          expect([ErrorCode.NOT_LOGGED_IN, ErrorCode.SESSION_EXPIRED]).toContain(errorBody(res).errorCode);
        }
      }
    });

    it('lets operators send to one member or to all, with the ops token and valid bodies only', async () => {
      const m = await newMember(app(), 'msgops');
      const body = { userName: m.username, title: 'Ops', content: 'Line one\nLine two' };
      const missing = await send(body, null);
      expect(missing.statusCode).toBe(401);
      expect(errorBody(missing).errorCode).toBe(ErrorCode.NOT_LOGGED_IN);
      const wrong = await send(body, 'wrong-token');
      expect(wrong.statusCode).toBe(401);
      expect(errorBody(wrong).errorCode).toBe(ErrorCode.SESSION_EXPIRED);

      const before = await messageCount();
      const refused: [unknown, number, string?][] = [
        [{ ...body, userName: 'nobody-here' }, 404, ErrorCode.NOT_FOUND],
        [{ ...body, title: '' }, 422],
        [{ ...body, title: '   ' }, 422],
        [{ ...body, title: 't'.repeat(101) }, 422],
        [{ ...body, content: '' }, 422],
        [{ ...body, content: 'c'.repeat(4001) }, 422],
        [{ ...body, all: true }, 422],
        [{ title: 'T', content: 'C' }, 422],
        [{ all: false, title: 'T', content: 'C' }, 422],
        [{ userName: m.username }, 422],
      ];
      for (const [b, status, code] of refused) {
        const res = await send(b);
        expect(res.statusCode, JSON.stringify(b).slice(0, 80)).toBe(status);
        if (code) expect(errorBody(res).errorCode).toBe(code);
        else errorBody(res);
      }
      const unknownMerchant = await send(body, OPS_TOKEN, 'no-such-merchant');
      expect(unknownMerchant.statusCode).toBe(404);
      expect(await messageCount()).toBe(before);

      const id = await sent({ ...body, userName: m.username.toUpperCase(), title: '  Ops  ' });
      const all = await sent({ all: true, title: 'T'.repeat(100), content: 'C'.repeat(4000) });
      expect(await messageCount()).toBe(before + 2);
      const page = await inbox(m);
      expect(page.list.map((x) => x.id)).toEqual([all, id]);
      expect(page.list[1]).toMatchObject({ title: 'Ops', content: 'Line one\nLine two' });
      // The broadcast reaches the seeded members too.
      const demo = await login(app());
      const seeded = okValue(
        await app().inject({ method: 'GET', url: CALLS.inboxList.path, headers: { Authorization: demo.token } }),
        InboxPageSchema,
      );
      expect(seeded.list[0]!.id).toBe(all);
    });

    it('lets operators publish and remove player and popup notices', async () => {
      const { banner } = await fixtureNotices();
      const m = await newMember(app(), 'msgnotice');
      const ops = (method: 'POST' | 'DELETE', url: string, payload?: unknown, token = OPS_TOKEN) =>
        app().inject({ method, url, headers: { [OPS_TOKEN_HEADER]: token }, payload: payload as InjectOptions['payload'] });
      const createUrl = CALLS.opsCreateNotice.path.replace(':code', 'demo');
      const deleteUrl = (id: number | string) => CALLS.opsDeleteNotice.path.replace(':code', 'demo').replace(':id', String(id));
      const countNotices = async () => (await db().select({ n: count() }).from(notices))[0]!.n;
      const before = await countNotices();
      const unreadBefore = (await unread(m)).announcement;

      expect((await ops('POST', createUrl, { type: 'PU', title: 'T', content: 'C' }, 'wrong-token')).statusCode).toBe(401);
      for (const bad of [
        { type: 'B', title: 'T', content: 'C' },
        { type: 'PU', title: ' ', content: 'C' },
        { type: 'PU', title: 'T', content: '' },
        { type: 'PU', title: 'T', content: 'C', endsAt: 'tomorrow' },
        { type: 'PU', title: 't'.repeat(101), content: 'C' },
      ]) {
        const res = await ops('POST', createUrl, bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(422);
        errorBody(res);
      }
      expect(await countNotices()).toBe(before);

      const live = okValue(await ops('POST', createUrl, { type: 'PU', title: 'Server upgrade', content: 'Tonight' }), OpsInboxSentSchema).id;
      const ended = okValue(
        await ops('POST', createUrl, { type: 'PL', title: 'Over', content: 'Gone', endsAt: new Date(Date.now() - 1000).toISOString() }),
        OpsInboxSentSchema,
      ).id;
      const list = await announcements({ Authorization: m.token });
      expect(list.popup.map((n) => n.id)).toContain(live);
      expect(list.player.map((n) => n.id)).not.toContain(ended);
      expect((await unread(m)).announcement).toBe(unreadBefore + 1);
      okValue(await m.call('markAnnouncementRead', { body: { announcementId: live } }), z.null());

      // Removing takes the notice and its read marks; a second removal, a banner or a bad id is refused.
      expect(okValue(await ops('DELETE', deleteUrl(live)), z.null())).toBeNull();
      expect((await announcements()).popup.map((n) => n.id)).not.toContain(live);
      expect(await reads(m)).toEqual([]);
      expect((await unread(m)).announcement).toBe(unreadBefore);
      for (const [id, status] of [[live, 404], [banner, 404], ['abc', 422], [0, 422]] as const) {
        expect((await ops('DELETE', deleteUrl(id))).statusCode, String(id)).toBe(status);
      }
      okValue(await ops('DELETE', deleteUrl(ended)), z.null());
      expect(await countNotices()).toBe(before);
    });

    it('seeds one welcome message for the demo members, once', async () => {
      const demo = await login(app());
      const list = okValue(
        await app().inject({ method: 'GET', url: `${CALLS.inboxList.path}?pageSize=100`, headers: { Authorization: demo.token } }),
        InboxPageSchema,
      );
      const welcome = list.list.filter((x) => x.title === 'Welcome to the demo casino');
      expect(welcome).toHaveLength(1);
      const before = await messageCount();
      await seedMessages(db(), await demoId(), ['demo01', 'agent01']);
      expect(await messageCount()).toBe(before);
      const keyed = await db().select().from(inboxMessages).where(inArray(inboxMessages.key, ['seed:welcome:demo01', 'seed:welcome:agent01']));
      expect(keyed).toHaveLength(2);
    });
  },
  { opsKey: OPS_TOKEN },
);
