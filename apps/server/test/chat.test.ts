import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLS,
  ChatHistorySchema,
  ChatLaunchSchema,
  ChatMessageSchema,
  ChatPermissionSchema,
  ChatReadResultSchema,
  ChatTicketSchema,
  ChatUnreadSchema,
  ErrorCode,
  OpsChatConversationSchema,
  OpsChatConversationsSchema,
  OpsChatCountsSchema,
  OpsChatThreadSchema,
  type ChatServerFrame,
  type WhitelabelNode,
} from '@wps/contract';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { ChatHub } from '../src/modules/chat/hub.js';
import type { Db } from '../src/db/client.js';
import { auditLog, chatMessages, merchants } from '../src/db/schema.js';
import { clientId, memberSocket, openSocket, operatorSocket, opsCall, opsPath } from './chat-fixtures.js';
import { DB_KINDS, describeEachDb, errorBody, grantOpsKey, okValue, testConfig, twoInstances } from './helper.js';
import { newMember, type TestMember } from './money-fixtures.js';

const ADMIN = 'ops_k_chat-admin-token-0123456789';
const SUPPORT = 'ops_k_chat-support-token-012345678';
const CONTENT = 'ops_k_chat-content-token-012345678';

const isMessage = (text: string) => (f: ChatServerFrame) => f.type === 'message' && f.message.text === text;

async function tinyPng(): Promise<string> {
  const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#3a6' } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describeEachDb(
  'chat',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;
    const admin = () => opsCall(app(), ADMIN);
    const send = (m: TestMember, body: Record<string, unknown>) => m.call('chatSend', { body: { clientId: clientId(), ...body } });
    const sent = async (m: TestMember, text: string, id = clientId()) => okValue(await m.call('chatSend', { body: { clientId: id, text } }), ChatMessageSchema);
    const history = async (m: TestMember, query?: Record<string, string>) => okValue(await m.call('chatHistory', { query }), ChatHistorySchema);
    const unread = async (m: TestMember) => okValue(await m.call('chatUnreadCount'), ChatUnreadSchema).unreadCount;
    const reply = async (conversationId: number, text: string, token = ADMIN) =>
      okValue(
        await opsCall(app(), token)('POST', opsPath(CALLS.opsChatSend.path, conversationId), { clientId: clientId(), text }),
        ChatMessageSchema,
      );
    const storedOf = async (m: TestMember) => (await db().select({ n: count() }).from(chatMessages).where(eq(chatMessages.memberId, m.id)))[0]!.n;

    beforeAll(async () => {
      await grantOpsKey(app(), ADMIN, 'admin');
      await grantOpsKey(app(), SUPPORT, 'support');
      await grantOpsKey(app(), CONTENT, 'content');
    });

    it('stores a member message once per client id, opens one conversation and pages history backwards', async () => {
      const m = await newMember(app(), 'chat');
      const id = clientId();
      const first = await sent(m, 'My deposit has not arrived', id);
      const again = await sent(m, 'My deposit has not arrived', id);
      expect(again.id).toBe(first.id);
      expect(await storedOf(m)).toBe(1);
      for (let i = 0; i < 4; i++) await sent(m, `line ${i}`);
      const newest = await history(m, { limit: '3' });
      expect(newest.conversation?.status).toBe('waiting');
      expect(newest.messages.map((x) => x.text)).toEqual(['line 1', 'line 2', 'line 3']);
      expect(newest.hasMore).toBe(true);
      const older = await history(m, { limit: '3', before: String(newest.messages[0]!.id) });
      expect(older.messages.map((x) => x.text)).toEqual(['My deposit has not arrived', 'line 0']);
      expect(older.hasMore).toBe(false);
      expect(new Set([...newest.messages, ...older.messages].map((x) => x.conversationId)).size).toBe(1);
    });

    it('keeps a member out of another member’s conversation', async () => {
      const a = await newMember(app(), 'chata');
      const b = await newMember(app(), 'chatb');
      await sent(a, 'private to a');
      expect((await history(b)).messages).toEqual([]);
      const answer = await reply((await history(a)).conversation!.id, 'for a only');
      // b cannot mark a's messages read, nor see them, whatever id it names.
      expect(okValue(await b.call('chatRead', { body: { upTo: answer.id } }), ChatReadResultSchema).changed).toBe(0);
      expect(await unread(a)).toBe(1);
      expect(await unread(b)).toBe(0);
      // b's socket never hears a's conversation.
      const bSocket = await memberSocket(app(), b);
      const aSocket = await memberSocket(app(), a);
      await reply((await history(a)).conversation!.id, 'second for a');
      await aSocket.next(isMessage('second for a'));
      await sent(b, 'b writes');
      await bSocket.next(isMessage('b writes'));
      expect(bSocket.frames.some(isMessage('second for a'))).toBe(false);
      await Promise.all([aSocket.close(), bSocket.close()]);
    });

    it('counts unread answers until the member reads them, and the operators’ inbox counts waiting and unread', async () => {
      const m = await newMember(app(), 'chatu');
      await sent(m, 'hello?');
      const conversation = (await history(m)).conversation!;
      const listed = okValue(await admin()('GET', `${opsPath(CALLS.opsChatConversations.path)}?status=waiting`), OpsChatConversationsSchema);
      const mine = listed.find((c) => c.id === conversation.id)!;
      expect(mine).toMatchObject({ username: m.username, status: 'waiting', unread: 1, lastText: 'hello?' });
      const before = okValue(await admin()('GET', opsPath(CALLS.opsChatCounts.path)), OpsChatCountsSchema);
      expect(before.waiting).toBeGreaterThanOrEqual(1);
      const thread = okValue(await admin()('GET', opsPath(CALLS.opsChatThread.path, conversation.id)), OpsChatThreadSchema);
      expect(thread.member.username).toBe(m.username);
      await admin()('POST', opsPath(CALLS.opsChatRead.path, conversation.id), { upTo: thread.messages.at(-1)!.id });
      const a1 = await reply(conversation.id, 'We are looking');
      await reply(conversation.id, 'Found it');
      expect(await unread(m)).toBe(2);
      expect((await history(m)).conversation?.status).toBe('open');
      expect(okValue(await m.call('chatRead', { body: { upTo: a1.id } }), ChatReadResultSchema).changed).toBe(1);
      expect(await unread(m)).toBe(1);
      const after = okValue(await admin()('GET', opsPath(CALLS.opsChatCounts.path)), OpsChatCountsSchema);
      expect(after.waiting).toBe(before.waiting - 1);
      expect(after.unread).toBe(before.unread - 1);
      const marks = (await history(m)).messages.find((x) => x.id === a1.id)!;
      expect(marks.readAt).not.toBeNull();
      expect(marks.deliveredAt).not.toBeNull();
    });

    it('answers permission, launch and refusals: visitors, trial players, CBS3 off', async () => {
      const m = await newMember(app(), 'chatp');
      expect(okValue(await m.call('groupPermission'), ChatPermissionSchema).hasPermission).toBe(true);
      expect(okValue(await m.call('launchChat', { query: { b2c: '1', language: 'tw' } }), ChatLaunchSchema).chatUrl).toBe('/m/chat?lang=CN');
      const visitor = await app().inject({ method: 'GET', url: CALLS.launchChat.path });
      expect(visitor.statusCode).toBe(401);
      const trial = await newMember(app(), 'chatt', 4);
      expect(okValue(await trial.call('groupPermission'), ChatPermissionSchema).hasPermission).toBe(false);
      expect(errorBody(await trial.call('launchChat')).errorCode).toBe(ErrorCode.FREE_REJECT);
      expect(errorBody(await send(trial, { text: 'hi' })).errorCode).toBe(ErrorCode.FREE_REJECT);
      expect(await storedOf(trial)).toBe(0);

      const [demo] = await db().select().from(merchants).where(eq(merchants.code, 'demo'));
      const off = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
        nodes.map((n) => ({ ...n, enabled: n.modId === 'CBS3' ? '0' : n.enabled, childrenNodes: off(n.childrenNodes) }));
      await db().update(merchants).set({ whitelabel: off(demo!.whitelabel) }).where(eq(merchants.id, demo!.id));
      try {
        expect(okValue(await m.call('groupPermission'), ChatPermissionSchema).hasPermission).toBe(false);
        expect(errorBody(await send(m, { text: 'anyone?' })).errorCode).toBe(ErrorCode.FORBIDDEN);
        expect(errorBody(await m.call('chatTicket')).errorCode).toBe(ErrorCode.FORBIDDEN);
      } finally {
        await db().update(merchants).set({ whitelabel: demo!.whitelabel }).where(eq(merchants.id, demo!.id));
      }
    });

    it('refuses long text, pictures that are not pictures and a flood, storing nothing of them', async () => {
      const m = await newMember(app(), 'chatx');
      expect(errorBody(await send(m, { text: 'x'.repeat(2001) })).errorCode).toBe(ErrorCode.VALIDATION);
      expect(errorBody(await send(m, { picture: Buffer.from('<svg onload=alert(1)>').toString('base64') })).errorCode).toBe(
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      );
      // PNG magic bytes with garbage behind them: sniffed as PNG, refused by the decoder.
      const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
      expect(errorBody(await send(m, { picture: fake.toString('base64') })).errorCode).toBe(ErrorCode.UNSUPPORTED_MEDIA_TYPE);
      expect(errorBody(await send(m, { clientId: 'short', text: 'bad id' })).errorCode).toBe(ErrorCode.VALIDATION);
      expect(await storedOf(m)).toBe(0);

      const picture = okValue(await send(m, { picture: await tinyPng() }), ChatMessageSchema);
      expect(picture.picture).toMatch(/^data:image\/png;base64,/);

      const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => send(m, { text: `flood ${i}` })));
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(errorBody(refused[0]!).errorCode).toBe(ErrorCode.RATE_LIMITED);
      expect(await storedOf(m)).toBe(1 + answers.filter((r) => r.statusCode === 200).length);
    });

    it('lets support answer and close, audited; an operator without the support role is refused', async () => {
      const m = await newMember(app(), 'chato');
      await sent(m, 'need help');
      const conversationId = (await history(m)).conversation!.id;
      const denied = await opsCall(app(), CONTENT)('POST', opsPath(CALLS.opsChatSend.path, conversationId), { clientId: clientId(), text: 'x' });
      expect(denied.statusCode).toBe(403);
      expect((await opsCall(app(), CONTENT)('GET', opsPath(CALLS.opsChatConversations.path))).statusCode).toBe(403);
      const answer = await reply(conversationId, 'Support here', SUPPORT);
      expect(answer.operatorName).toBe('Demo Support');
      const closed = okValue(await opsCall(app(), SUPPORT)('POST', opsPath(CALLS.opsChatClose.path, conversationId)), OpsChatConversationSchema);
      expect(closed.status).toBe('closed');
      const late = await opsCall(app(), SUPPORT)('POST', opsPath(CALLS.opsChatSend.path, conversationId), { clientId: clientId(), text: 'late' });
      expect(errorBody(late).errorCode).toBe(ErrorCode.CONFLICT);
      const audit = await db()
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.target, `chat conversation ${conversationId}`))
        .orderBy(auditLog.id);
      expect(audit.map((r) => r.action)).toEqual(['opsChatSend', 'opsChatClose']);
      // The member's next message opens a new conversation, waiting again.
      await sent(m, 'one more thing');
      const next = await history(m);
      expect(next.conversation!.id).not.toBe(conversationId);
      expect(next.conversation!.status).toBe('waiting');
    });

    it('pushes over the socket after storing: live both ways, typing, delivered marks, nothing lost or repeated over a reconnect', async () => {
      // The earlier tests' answers by the same operator count in its send-rate window (5 a second, a window from the
      // first send): on a quiet machine they fall in this test's second. Start in a fresh window.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const m = await newMember(app(), 'chatw');
      const member = await memberSocket(app(), m);
      const operator = await operatorSocket(app(), ADMIN);
      const mine = await sent(m, 'live hello');
      await operator.next(isMessage('live hello'));
      const conversationId = mine.conversationId;
      // Written while nobody answered: the operator's answer arrives later, live.
      await reply(conversationId, 'live answer');
      const pushed = await member.next(isMessage('live answer'));
      const pushedId = pushed.type === 'message' ? pushed.message.id : 0;
      member.send({ type: 'typing' });
      await operator.next((f) => f.type === 'typing' && f.from === 'member' && f.conversationId === conversationId);
      member.send({ type: 'delivered', upTo: pushedId });
      await operator.next((f) => f.type === 'marks' && f.by === 'member' && f.deliveredUpTo === pushedId);
      member.send('not json');
      await member.next((f) => f.type === 'error');

      // The connection drops; the member resends what it had not seen acknowledged, the operator answers meanwhile.
      await member.close();
      const pending = clientId();
      await sent(m, 'sent while offline', pending);
      await reply(conversationId, 'answer while offline');
      await sent(m, 'sent while offline', pending);
      const back = await memberSocket(app(), m);
      const missed = await history(m);
      expect(missed.messages.filter((x) => x.text === 'sent while offline')).toHaveLength(1);
      expect(missed.messages.filter((x) => x.text === 'answer while offline')).toHaveLength(1);
      await reply(conversationId, 'after reconnect');
      await back.next(isMessage('after reconnect'));
      expect(operator.frames.filter(isMessage('sent while offline'))).toHaveLength(1);
      await Promise.all([back.close(), operator.close()]);
    });

    it('seeds the demo: demo01 answered by support, agent01 waiting for an answer', async () => {
      const all = okValue(await admin()('GET', opsPath(CALLS.opsChatConversations.path)), OpsChatConversationsSchema);
      expect(all.find((c) => c.username === 'demo01')).toMatchObject({ status: 'open', operatorName: 'Demo Support', unread: 0 });
      expect(all.find((c) => c.username === 'agent01')).toMatchObject({ status: 'waiting', lastText: 'Hi, how do I invite players with my agent link?' });
    });

    it('refuses a socket without a live ticket, and a ticket twice', async () => {
      await expect(openSocket(app(), '/ws/chat')).rejects.toThrow(/401/);
      await expect(openSocket(app(), '/ws/chat?ticket=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).rejects.toThrow(/401/);
      const m = await newMember(app(), 'chatk');
      const res = await m.call('chatTicket');
      const { socketPath } = okValue(res, ChatTicketSchema);
      const first = await openSocket(app(), socketPath);
      await expect(openSocket(app(), socketPath)).rejects.toThrow(/401/);
      await first.close();
    });
  },
);

// Two instances behind one address: a member on one, the operator's answer through the other. With TEST_REDIS_URL the
// frames cross through Redis pub/sub; without it each instance only reaches its own sockets (in-process).
const REDIS_URL = process.env.TEST_REDIS_URL;
for (const kind of DB_KINDS) {
  describe.runIf(REDIS_URL)(`chat fan-out between two instances through Redis [${kind}]`, () => {
    let one: Awaited<ReturnType<typeof buildApp>>;
    let two: Awaited<ReturnType<typeof buildApp>>;
    let dispose: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const dbs = await twoInstances(kind);
      dispose = dbs.dispose;
      one = await buildApp(testConfig({ redisUrl: REDIS_URL }), { database: dbs.database, logger: false });
      // The second instance's pool is closed by dispose (on PGlite it is the first's engine): not by the app.
      two = await buildApp(testConfig({ redisUrl: REDIS_URL }), { database: { ...dbs.second, close: async () => {} }, logger: false });
      await Promise.all([one.ready(), two.ready()]);
      await grantOpsKey(one, ADMIN, 'admin');
    });
    afterAll(async () => {
      await two?.close();
      await one?.close();
      await dispose();
    });

    it('delivers an answer written on one instance to the member connected to the other', async () => {
      const m = await newMember(one, 'chatr');
      const socket = await memberSocket(two, m);
      const operator = await operatorSocket(one, ADMIN);
      const mine = okValue(await m.call('chatSend', { body: { clientId: clientId(), text: 'from instance two' } }), ChatMessageSchema);
      await operator.next(isMessage('from instance two'));
      await opsCall(one, ADMIN)('POST', opsPath(CALLS.opsChatSend.path, mine.conversationId), { clientId: clientId(), text: 'via redis' });
      await socket.next(isMessage('via redis'));
      await Promise.all([socket.close(), operator.close()]);
    });
  });
}

describe('chat in one process without Redis', () => {
  it('is the local fan-out when REDIS_URL is not set', async () => {
    const hub = new ChatHub(pino({ level: 'silent' }));
    const got: string[] = [];
    const leave = hub.addMember(1, 2, { send: (t) => got.push(t) });
    hub.addOperator(1, { send: (t) => got.push(`op:${t}`) });
    await hub.publish({ merchantId: 1, memberId: 2, member: true, operators: false }, { type: 'ready' });
    await hub.publish({ merchantId: 1, memberId: 3, member: true, operators: true }, { type: 'ready' });
    leave();
    await hub.publish({ merchantId: 1, memberId: 2, member: true, operators: false }, { type: 'ready' });
    expect(hub.kind).toBe('local');
    expect(got).toEqual(['{"type":"ready"}', 'op:{"type":"ready"}']);
    await hub.close();
  });
});
