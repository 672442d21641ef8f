import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import {
  CALLS,
  ChatMessageSchema,
  ErrorCode,
  FeedbackBoundsSchema,
  FeedbackListSchema,
  FeedbackSchema,
  InboxPageSchema,
  LiveHostListSchema,
  OPS_TOKEN_HEADER,
  OpsCannedListSchema,
  OpsCannedSchema,
  OpsChatClaimedSchema,
  OpsFeedbackListSchema,
  OpsFeedbackSchema,
  OpsLiveHostSchema,
  OPERATOR_SEND_PER_SECOND,
  type ChatServerFrame,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { auditLog, chatMessages, merchants } from '../src/db/schema.js';
import { clientId, memberSocket, opsPath } from './chat-fixtures.js';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';
import { channel, newMember, rid } from './money-fixtures.js';

// Issue 31, second slice: feedback answered into the inbox, live hosts (CBS_modelList), canned answers, claim and
// assign, and the operators' send rate.

const ADMIN = 'ops_k_support-admin-token-01234567';
const SUPPORT = 'ops_k_support-agent-token-01234567';
const CONTENT = 'ops_k_support-content-token-0123456';

function ops(app: FastifyInstance, token: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    app.inject({ method, url: path, headers: { [OPS_TOKEN_HEADER]: token }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

describeEachDb('chat support', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().db as Db;
  const auditOf = async (target: string) =>
    (await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id)).map((r) => r.action);

  beforeAll(async () => {
    await grantOpsKey(app(), ADMIN, 'admin');
    await grantOpsKey(app(), SUPPORT, 'support');
    await grantOpsKey(app(), CONTENT, 'content');
  });

  it('takes a member’s feedback within the word bounds and answers it into the inbox, once, audited', async () => {
    const m = await newMember(app(), 'fb');
    const tooShort = await m.call('feedback', { body: { questionType: 'deposit', content: 'Help' } });
    expect(tooShort.statusCode).toBe(422);
    expect(errorBody(tooShort).errorCode).toBe(ErrorCode.VALIDATION);
    const badType = await m.call('feedback', { body: { questionType: 'nonsense', content: 'My deposit is missing since noon' } });
    expect(badType.statusCode).toBe(422);
    const fb = okValue(
      await m.call('feedback', { body: { questionType: 'deposit', content: 'My deposit is missing since noon', contact: 'fb@example.com' } }),
      FeedbackSchema,
    );
    expect(fb).toMatchObject({ status: 'open', answer: null, contact: 'fb@example.com' });
    const mine = okValue(await m.call('feedbackList'), FeedbackListSchema);
    expect(mine.list.map((f) => f.id)).toEqual([fb.id]);
    expect(mine.minWords).toBeGreaterThan(0);

    const listed = okValue(await ops(app(), SUPPORT)('GET', `${opsPath(CALLS.opsFeedbackList.path)}?status=open&member=${m.username}`), OpsFeedbackListSchema);
    expect(listed.map((f) => f.id)).toEqual([fb.id]);
    // A content operator has no support role.
    expect((await ops(app(), CONTENT)('GET', opsPath(CALLS.opsFeedbackList.path))).statusCode).toBe(403);

    const socket = await memberSocket(app(), m);
    const answered = okValue(
      await ops(app(), SUPPORT)('POST', opsPath(CALLS.opsFeedbackAnswer.path, fb.id), { answer: 'It is credited now, sorry for the wait.' }),
      OpsFeedbackSchema,
    );
    // The member's open pages hear of the new inbox message at once.
    await socket.next((f) => f.type === 'account' && f.change === 'inbox');
    await socket.close();
    expect(answered).toMatchObject({ status: 'answered', answer: 'It is credited now, sorry for the wait.', username: m.username });
    const again = await ops(app(), SUPPORT)('POST', opsPath(CALLS.opsFeedbackAnswer.path, fb.id), { answer: 'twice' });
    expect(errorBody(again).errorCode).toBe(ErrorCode.CONFLICT);
    const inbox = okValue(await m.call('inboxList', { query: { pageNo: '1', pageSize: '10' } }), InboxPageSchema);
    const answers = inbox.list.filter((i) => i.content.includes('It is credited now'));
    expect(answers).toHaveLength(1);
    expect(answers[0]!.content).toContain('My deposit is missing since noon');
    expect((okValue(await m.call('feedbackList'), FeedbackListSchema)).list[0]).toMatchObject({ status: 'answered' });
    expect(await auditOf(`feedback ${fb.id}`)).toEqual(['opsFeedbackAnswer']);

    // Another member's feedback id is not the member's to see; an unknown ticket is 404.
    const other = await newMember(app(), 'fbo');
    expect(okValue(await other.call('feedbackList'), FeedbackListSchema).list).toEqual([]);
    expect((await ops(app(), SUPPORT)('POST', opsPath(CALLS.opsFeedbackAnswer.path, 999_999), { answer: 'x' })).statusCode).toBe(404);
  });

  it('checks content against the bounds the merchant sets, and refuses trial accounts', async () => {
    const path = opsPath(CALLS.opsSetFeedbackBounds.path);
    expect((await ops(app(), SUPPORT)('PUT', path, { minWords: 9, maxWords: 3 })).statusCode).toBe(422);
    okValue(await ops(app(), SUPPORT)('PUT', path, { minWords: 2, maxWords: 4 }), FeedbackBoundsSchema);
    const m = await newMember(app(), 'fbb');
    const long = await m.call('feedback', { body: { questionType: 'other', content: 'one two three four five' } });
    expect(errorBody(long).errorCode).toBe(ErrorCode.VALIDATION);
    okValue(await m.call('feedback', { body: { questionType: 'other', content: 'two words' } }), FeedbackSchema);
    // Scripts without spaces count a character a word.
    okValue(await m.call('feedback', { body: { questionType: 'other', content: '存款没到' } }), FeedbackSchema);
    expect(okValue(await ops(app(), SUPPORT)('GET', opsPath(CALLS.opsFeedbackBounds.path)), FeedbackBoundsSchema)).toEqual({ minWords: 2, maxWords: 4 });
    await ops(app(), SUPPORT)('PUT', path, { minWords: 3, maxWords: 300 });
    const trial = await newMember(app(), 'fbt', 4);
    const refused = await trial.call('feedback', { body: { questionType: 'other', content: 'three words here' } });
    expect(errorBody(refused).errorCode).toBe(ErrorCode.FREE_REJECT);
  });

  it('lists the active live hosts (CBS_modelList) only while the live-model feature is on', async () => {
    const path = opsPath(CALLS.opsCreateLiveHost.path);
    const on = okValue(await ops(app(), CONTENT)('POST', path, { name: 'Mia', avatar: '/m/assets/host.png', streaming: true }), OpsLiveHostSchema);
    const off = okValue(await ops(app(), CONTENT)('POST', path, { name: 'Ren', active: false }), OpsLiveHostSchema);
    expect((await ops(app(), CONTENT)('POST', path, { name: 'Bad', avatar: 'javascript:alert(1)' })).statusCode).toBe(422);
    const m = await newMember(app(), 'host');
    const [demo] = await db().select().from(merchants).where(eq(merchants.code, 'demo'));
    await db().update(merchants).set({ liveModel: false }).where(eq(merchants.id, demo!.id));
    expect(okValue(await m.call('modelList'), LiveHostListSchema)).toEqual([]);
    try {
      await db().update(merchants).set({ liveModel: true }).where(eq(merchants.id, demo!.id));
      const hosts = okValue(await m.call('modelList'), LiveHostListSchema);
      expect(hosts.map((h) => h.id)).toContain(on.id);
      expect(hosts.map((h) => h.id)).not.toContain(off.id);
      const updated = okValue(await ops(app(), CONTENT)('PUT', opsPath(CALLS.opsUpdateLiveHost.path, off.id), { name: 'Ren', active: true }), OpsLiveHostSchema);
      expect(updated.active).toBe(true);
      expect(okValue(await m.call('modelList'), LiveHostListSchema).map((h) => h.id)).toContain(off.id);
      expect((await ops(app(), CONTENT)('DELETE', opsPath(CALLS.opsDeleteLiveHost.path, off.id))).statusCode).toBe(200);
      expect(okValue(await m.call('modelList'), LiveHostListSchema).map((h) => h.id)).not.toContain(off.id);
      expect((await ops(app(), CONTENT)('DELETE', opsPath(CALLS.opsDeleteLiveHost.path, off.id))).statusCode).toBe(404);
    } finally {
      await db().update(merchants).set({ liveModel: demo!.liveModel }).where(eq(merchants.id, demo!.id));
    }
  });

  it('keeps canned answers per language, one title each', async () => {
    const path = opsPath(CALLS.opsCreateChatCanned.path);
    const made = okValue(await ops(app(), SUPPORT)('POST', path, { language: 'EN', title: 'Deposit delay', text: 'Deposits can take 10 minutes.' }), OpsCannedSchema);
    okValue(await ops(app(), SUPPORT)('POST', path, { language: 'CN', title: 'Deposit delay', text: '存款可能需要10分钟。' }), OpsCannedSchema);
    expect(errorBody(await ops(app(), SUPPORT)('POST', path, { language: 'EN', title: 'Deposit delay', text: 'again' })).errorCode).toBe(ErrorCode.CONFLICT);
    expect((await ops(app(), SUPPORT)('POST', path, { language: 'XX', title: 't', text: 'x' })).statusCode).toBe(422);
    const en = okValue(await ops(app(), SUPPORT)('GET', `${opsPath(CALLS.opsChatCanned.path)}?language=EN`), OpsCannedListSchema);
    expect(en.map((c) => c.title)).toContain('Deposit delay');
    expect(en.every((c) => c.language === 'EN')).toBe(true);
    expect((await ops(app(), SUPPORT)('DELETE', opsPath(CALLS.opsDeleteChatCanned.path, made.id))).statusCode).toBe(200);
    expect((await ops(app(), SUPPORT)('DELETE', opsPath(CALLS.opsDeleteChatCanned.path, made.id))).statusCode).toBe(404);
  });

  it('claims a conversation, assigns it only to a support operator, and audits both', async () => {
    const m = await newMember(app(), 'claim');
    const first = okValue(await m.call('chatSend', { body: { clientId: clientId(), text: 'who is there?' } }), ChatMessageSchema);
    const path = opsPath(CALLS.opsChatClaim.path, first.conversationId);
    const claimed = okValue(await ops(app(), SUPPORT)('POST', path, {}), OpsChatClaimedSchema);
    expect(claimed.operatorId).not.toBeNull();
    const me = claimed.operatorId!;
    const adminClaim = okValue(await ops(app(), ADMIN)('POST', path, {}), OpsChatClaimedSchema);
    expect(adminClaim.operatorId).not.toBe(me);
    // Back to the support operator, assigned by the admin; a content operator cannot take it.
    expect(okValue(await ops(app(), ADMIN)('POST', path, { operatorId: me }), OpsChatClaimedSchema).operatorId).toBe(me);
    expect((await ops(app(), CONTENT)('POST', path, {})).statusCode).toBe(403);
    expect((await ops(app(), ADMIN)('POST', path, { operatorId: 999_999 })).statusCode).toBe(422);
    expect(await auditOf(`chat conversation ${first.conversationId}`)).toEqual(['opsChatClaim', 'opsChatClaim', 'opsChatClaim']);
  });

  it(`refuses an operator's sends past ${OPERATOR_SEND_PER_SECOND} a second, storing nothing more`, async () => {
    const m = await newMember(app(), 'orate');
    const first = okValue(await m.call('chatSend', { body: { clientId: clientId(), text: 'flood me' } }), ChatMessageSchema);
    const path = opsPath(CALLS.opsChatSend.path, first.conversationId);
    // Counted before any work, so a burst is refused even while the accepted ones are still being stored.
    const answers = await Promise.all(
      Array.from({ length: OPERATOR_SEND_PER_SECOND * 4 }, (_, i) => ops(app(), SUPPORT)('POST', path, { clientId: clientId(), text: `answer ${i}` })),
    );
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(errorBody(refused[0]!).errorCode).toBe(ErrorCode.RATE_LIMITED);
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok + refused.length).toBe(answers.length);
    const stored = await db().select({ id: chatMessages.id }).from(chatMessages).where(and(eq(chatMessages.conversationId, first.conversationId), eq(chatMessages.sender, 'operator')));
    expect(stored).toHaveLength(ok);
  });

  it('pushes a credited deposit to that member’s socket only (live updates from the domain events)', async () => {
    const m = await newMember(app(), 'push');
    const other = await newMember(app(), 'pusho');
    const socket = await memberSocket(app(), m);
    const otherSocket = await memberSocket(app(), other);
    try {
      const bank = await channel(app(), 'BANK');
      const start = async () =>
        (await m.call('depositManual', { body: { channelId: bank.id, amount: '100', payerName: 'Zhang San', requestId: rid() } })).json() as {
          value: { order: { orderNo: string } };
        };
      const credited = await start();
      expect((await ops(app(), ADMIN)('POST', opsPath(CALLS.opsApproveDeposit.path).replace(':orderNo', credited.value.order.orderNo), {})).statusCode).toBe(200);
      await app().events.drain();
      const isAccount = (change: string) => (f: ChatServerFrame) => f.type === 'account' && f.change === change;
      await socket.next(isAccount('deposit_credited'));
      // Nothing of it reaches another member.
      expect(otherSocket.frames.some((f) => f.type === 'account')).toBe(false);
    } finally {
      await Promise.all([socket.close(), otherSocket.close()]);
    }
  });
});
