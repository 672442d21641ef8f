import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AffLinkSchema,
  AgentAffiliateSchema,
  AgentRebateQuotaSchema,
  CALLS,
  DownlineDetailSchema,
  DownlinePageSchema,
  DownlineRebateSchema,
  ErrorCode,
  LoginResultSchema,
  OPS_TOKEN_HEADER,
  OpsAgentNodePageSchema,
  OpsAgentNodeSchema,
  RegAffResultSchema,
  SubordinatePageSchema,
  TeamKpiSchema,
  TeamKpiSeriesSchema,
  TransferResultSchema,
  type CallName,
} from '@wps/contract';
import { z } from 'zod';
import type { Db } from '../src/db/client.js';
import { agentAffLinks, agentProfiles, auditLog, ledgerEntries, members, wallets } from '../src/db/schema.js';
import { teamFigures, teamMemberIds } from '../src/modules/agent/index.js';
import { periodRanges } from '../src/modules/agent/periods.js';
import { DEMO_PASSWORD } from '../src/seed/demo-merchant.js';
import { describeEachDb, encryptedBody, errorBody, grantOpsKey, injectEncrypted, okValue } from './helper.js';
import { channel, newMember, rid, type TestMember } from './money-fixtures.js';
import { feedDeposit, feedRound } from './team-feed-fixtures.js';

const PIN = '582913';
const OPS = 'ops_k_agent-finance-0123456789';
const ENCRYPTED_AGENT = new Set<CallName>(['transferDownline', 'transferMultipleDownline', 'regAff']);

describe('agent periods', () => {
  it('compares a period with the one before it', () => {
    const now = new Date('2026-03-18T10:00:00Z'); // a Wednesday
    expect(periodRanges('day', undefined, undefined, now)).toMatchObject({ current: { start: '2026-03-18', end: '2026-03-18' }, previous: { start: '2026-03-17', end: '2026-03-17' } });
    expect(periodRanges('week', undefined, undefined, now)).toMatchObject({ current: { start: '2026-03-16', end: '2026-03-18' }, previous: { start: '2026-03-09', end: '2026-03-15' } });
    expect(periodRanges('month', undefined, undefined, now)).toMatchObject({ current: { start: '2026-03-01', end: '2026-03-18' }, previous: { start: '2026-02-01', end: '2026-02-28' } });
    expect(periodRanges('custom', '2026-03-10', '2026-03-12', now)).toMatchObject({ previous: { start: '2026-03-07', end: '2026-03-09' } });
  });
});

describeEachDb('agent network', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().db as Db;

  /** Calls as the member, encrypting the bodies the table marks encrypted. */
  async function call(m: TestMember, name: CallName, opts: { body?: unknown; query?: Record<string, string> } = {}) {
    if (!ENCRYPTED_AGENT.has(name) || opts.body === undefined) return m.call(name, opts);
    const { payload, headers } = await encryptedBody(app(), opts.body);
    return app().inject({ method: CALLS[name].method, url: CALLS[name].path, payload, headers: { Authorization: m.token, ...headers } });
  }

  async function place(m: TestMember, upline: TestMember | null, rebateBp: number, quota = 0) {
    let path = `/${m.id}/`;
    let depth = 0;
    if (upline) {
      const [u] = await db().select().from(agentProfiles).where(eq(agentProfiles.memberId, upline.id));
      path = `${u!.path}${m.id}/`;
      depth = u!.depth + 1;
    }
    await db().insert(agentProfiles).values({ merchantId: m.merchantId, memberId: m.id, uplineId: upline?.id ?? null, path, depth, rebateBp, subAgentQuota: quota });
  }

  /** top (300) -> sub1 (200) -> grand (150) -> leaf; top -> sub2 (100); top -> m1; other top agent with its member. */
  async function tree() {
    const top = await newMember(app(), 'agt', 1);
    const sub1 = await newMember(app(), 'sub', 1);
    const sub2 = await newMember(app(), 'sub', 1);
    const grand = await newMember(app(), 'grd', 1);
    const leaf = await newMember(app(), 'lef', 0);
    const m1 = await newMember(app(), 'mem', 0);
    const other = await newMember(app(), 'oth', 1);
    const otherMember = await newMember(app(), 'otm', 0);
    await place(top, null, 300, 5);
    await place(sub1, top, 200, 2);
    await place(sub2, top, 100);
    await place(grand, sub1, 150);
    await place(leaf, grand, 0);
    await place(m1, top, 0);
    await place(other, null, 300);
    await place(otherMember, other, 0);
    return { top, sub1, sub2, grand, leaf, m1, other, otherMember };
  }

  it('seeds agent01 a three-level tree with a link and a month of figures', async () => {
    const [top] = await db().select().from(members).where(eq(members.username, 'agent01'));
    expect(top!.type).toBe(1);
    const ids = await teamMemberIds(db(), top!.merchantId, top!.id);
    expect(ids.length).toBeGreaterThanOrEqual(28);
    const named = await db().select({ u: members.username, type: members.type, p: agentProfiles }).from(members).innerJoin(agentProfiles, eq(agentProfiles.memberId, members.id)).where(sql`${members.username} in ('subagent01', 'subagent02', 'subagent11')`);
    expect(named.map((n) => [n.u, n.type, n.p.depth]).sort()).toEqual([['subagent01', 1, 1], ['subagent02', 1, 1], ['subagent11', 1, 2]]);
    const month = await teamFigures(db(), top!.merchantId, top!.id, new Date(Date.now() - 31 * 86_400_000), new Date(Date.now() + 60_000));
    expect(month.validBet).toBeGreaterThan(0n);
    expect(month.deposits).toBeGreaterThan(0n);
    expect(month.activeMembers).toBeGreaterThan(20);
    const [link] = await db().select().from(agentAffLinks).where(eq(agentAffLinks.agentId, top!.id));
    expect(link).toMatchObject({ registrations: 3, type: 'member' });
    const res = await injectEncrypted(app(), { method: 'POST', url: CALLS.login.path, body: { username: 'subagent11', password: DEMO_PASSWORD } });
    expect(okValue(res, LoginResultSchema).token).toBeTruthy();
  });

  it('keeps non-agents off an agent site and agents off a member site', async () => {
    await grantOpsKey(app(), OPS, 'finance');
    const agent = await newMember(app(), 'siteag', 1);
    const member = await newMember(app(), 'sitemb', 0);
    const url = CALLS.opsSetAgentSiteHost.path.replace(':code', 'demo');
    const put = (body: object) => app().inject({ method: 'PUT', url, headers: { [OPS_TOKEN_HEADER]: OPS }, payload: body });
    expect((await put({ host: 'Agents.Example.test', kind: 'agent' })).statusCode).toBe(200);
    expect((await put({ host: 'members.example.test', kind: 'member' })).statusCode).toBe(200);
    expect((await put({ host: 'bad host', kind: 'agent' })).statusCode).toBe(422);
    const tryLogin = (username: string, host: string) =>
      injectEncrypted(app(), { method: 'POST', url: CALLS.login.path, body: { username, password: DEMO_PASSWORD }, headers: { host, merchant: 'demo' } });
    expect((await tryLogin(agent.username, 'agents.example.test')).statusCode).toBe(200);
    expect(errorBody(await tryLogin(member.username, 'agents.example.test')).errorCode).toBe(ErrorCode.SITE_KIND_REFUSED);
    expect(errorBody(await tryLogin(agent.username, 'members.example.test')).errorCode).toBe(ErrorCode.SITE_KIND_REFUSED);
    expect((await tryLogin(member.username, 'members.example.test')).statusCode).toBe(200);
    // Unmarked hosts serve everyone; removing a mark opens the host again.
    expect((await tryLogin(member.username, 'localhost')).statusCode).toBe(200);
    expect((await put({ host: 'agents.example.test', kind: null })).statusCode).toBe(200);
    expect((await tryLogin(member.username, 'agents.example.test')).statusCode).toBe(200);
    await put({ host: 'members.example.test', kind: null });
  });

  it('refuses ordinary members (FORBIDDEN) and trial players (FREE_REJECT) on every agent call', async () => {
    const member = await newMember(app(), 'plain', 0);
    const trial = await newMember(app(), 'trial', 4);
    const names = (Object.keys(CALLS) as CallName[]).filter((n) => CALLS[n].domain === 'agent' && CALLS[n].access === 'member');
    expect(names.length).toBeGreaterThanOrEqual(14);
    const bodies: Partial<Record<CallName, unknown>> = {
      updateDownlineRebates: { memberId: 1, rebateBp: 0 },
      transferDownline: { memberId: 1, amount: '1', paymentPassword: PIN, requestId: rid() },
      transferMultipleDownline: { items: [{ memberId: 1, amount: '1' }], paymentPassword: PIN, requestId: rid() },
      createAffLink: { type: 'member', rebateBp: 0 },
      deleteAffLink: { id: 1 },
      regAff: { username: 'nobody01', password: 'Abc12345', type: 'member', rebateBp: 0 },
    };
    for (const name of names) {
      const opts = { body: bodies[name], query: name === 'downline' ? { memberId: '1' } : undefined };
      const asMember = await call(member, name, opts);
      expect(errorBody(asMember).errorCode, `${name} as member`).toBe(ErrorCode.FORBIDDEN);
      const asTrial = await call(trial, name, opts);
      expect(errorBody(asTrial).errorCode, `${name} as trial`).toBe(ErrorCode.FREE_REJECT);
    }
  });

  it('shows the agent its downlines and nothing outside its subtree', async () => {
    const t = await tree();
    const team = okValue(await call(t.top, 'downlines'), DownlinePageSchema);
    expect(team.list.map((r) => r.memberId).sort()).toEqual([t.sub1.id, t.sub2.id, t.grand.id, t.leaf.id, t.m1.id].sort());
    expect(team.list.find((r) => r.memberId === t.leaf.id)).toMatchObject({ level: 3, type: 'member', uplineAccount: t.grand.username });
    const direct = okValue(await call(t.top, 'downlines', { query: { scope: 'direct', type: 'agent' } }), DownlinePageSchema);
    expect(direct.list.map((r) => r.memberId).sort()).toEqual([t.sub1.id, t.sub2.id].sort());
    const search = okValue(await call(t.top, 'downlines', { query: { account: t.leaf.username.slice(0, 12) } }), DownlinePageSchema);
    expect(search.list.map((r) => r.memberId)).toContain(t.leaf.id);
    const paged = okValue(await call(t.top, 'downlines', { query: { pageSize: '2', pageNo: '2' } }), DownlinePageSchema);
    expect(paged).toMatchObject({ pageNo: 2, totalCount: 5, totalPages: 3 });
    expect(paged.list).toHaveLength(2);
    expect((await call(t.top, 'downlines', { query: { pageSize: '500' } })).statusCode).toBe(422);

    const subs = okValue(await call(t.top, 'subordinates'), SubordinatePageSchema);
    expect(subs.list.find((s) => s.memberId === t.sub1.id)).toMatchObject({ rebateBp: 200, teamSize: 2, directCount: 1 });

    const detail = okValue(await call(t.top, 'downline', { query: { memberId: String(t.grand.id) } }), DownlineDetailSchema);
    expect(detail).toMatchObject({ memberId: t.grand.id, level: 2, rebateBp: 150, teamSize: 1 });
    // Sibling, upline, another network, itself: NOT_FOUND.
    for (const [who, id] of [[t.sub1, t.sub2.id], [t.sub1, t.top.id], [t.top, t.otherMember.id], [t.top, t.top.id], [t.grand, t.sub1.id]] as const) {
      const res = await call(who, 'downline', { query: { memberId: String(id) } });
      expect(errorBody(res).errorCode).toBe(ErrorCode.NOT_FOUND);
    }
    expect((await call(t.top, 'downline', { query: { memberId: 'x' } })).statusCode).toBe(422);
    expect(new Set(await teamMemberIds(db(), t.top.merchantId, t.sub1.id))).toEqual(new Set([t.sub1.id, t.grand.id, t.leaf.id]));
  });

  it('keeps rebates between the downline’s own downlines and the caller’s', async () => {
    const t = await tree();
    const set = (who: TestMember, memberId: number, rebateBp: number) => call(who, 'updateDownlineRebates', { body: { memberId, rebateBp } });
    expect(okValue(await set(t.top, t.sub1.id, 250), DownlineRebateSchema)).toMatchObject({ rebateBp: 250 });
    const above = await set(t.top, t.sub1.id, 301);
    expect(errorBody(above)).toMatchObject({ errorCode: ErrorCode.VALIDATION });
    const below = await set(t.top, t.sub1.id, 149);
    expect(errorBody(below).errorCode).toBe(ErrorCode.VALIDATION);
    expect(okValue(await set(t.top, t.sub1.id, 150), DownlineRebateSchema).rebateBp).toBe(150);
    // Only direct downlines, only in the own subtree.
    expect(errorBody(await set(t.top, t.grand.id, 100)).errorCode).toBe(ErrorCode.NOT_FOUND);
    expect(errorBody(await set(t.sub1, t.sub2.id, 50)).errorCode).toBe(ErrorCode.NOT_FOUND);
    expect(errorBody(await set(t.sub1, t.top.id, 50)).errorCode).toBe(ErrorCode.NOT_FOUND);
    expect(errorBody(await set(t.top, t.otherMember.id, 0)).errorCode).toBe(ErrorCode.NOT_FOUND);
    expect((await set(t.top, t.sub1.id, 10001)).statusCode).toBe(422);
    const rq = okValue(await call(t.sub1, 'agentRebateQuota'), AgentRebateQuotaSchema);
    expect(rq).toEqual({ rebateBp: 150, maxRebateBp: 150, subAgentQuota: 2 });
  });

  describe('transfers', () => {
    const total = async (ids: number[]) => {
      const rows = await db().select({ b: wallets.balance, m: wallets.memberId }).from(wallets);
      return rows.filter((r) => ids.includes(r.m)).reduce((s, r) => s + r.b, 0n);
    };

    it('moves money through the ledger on both sides, once per request id, never above the balance', async () => {
      const t = await tree();
      await t.top.fund(100_000n);
      expect((await t.top.call('paymentPassword', { body: { newPassword: PIN } })).statusCode).toBe(200);
      const ids = [t.top.id, t.leaf.id, t.sub2.id];
      const before = await total(ids);
      const requestId = rid();
      const body = { memberId: t.leaf.id, amount: '150.50', paymentPassword: PIN, requestId };
      const first = okValue(await call(t.top, 'transferDownline', { body }), TransferResultSchema);
      expect(first).toMatchObject({ total: '150.50', balance: '849.50', transfers: [{ memberId: t.leaf.id, amount: '150.50' }] });
      const again = okValue(await call(t.top, 'transferDownline', { body }), TransferResultSchema);
      expect(again.total).toBe('150.50');
      expect(await t.leaf.balance()).toBe(15_050n);
      expect(await total(ids)).toBe(before);
      const out = (await t.top.entries()).filter((e) => e.kind === 'agent-transfer');
      expect(out.map((e) => e.amount)).toEqual([-15_050n]);
      expect((await t.leaf.entries()).map((e) => e.amount)).toEqual([15_050n]);
      // Same id, other details: refused.
      expect(errorBody(await call(t.top, 'transferDownline', { body: { ...body, amount: '1' } })).errorCode).toBe(ErrorCode.REQUEST_REUSED);

      const tooMuch = await call(t.top, 'transferDownline', { body: { ...body, amount: '900', requestId: rid() } });
      expect(errorBody(tooMuch).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
      const wrongPin = await call(t.top, 'transferDownline', { body: { ...body, paymentPassword: '111999', requestId: rid() } });
      expect(errorBody(wrongPin).errorCode).toBe(ErrorCode.PAYMENT_PASSWORD_WRONG);
      for (const memberId of [t.otherMember.id, t.top.id]) {
        expect(errorBody(await call(t.top, 'transferDownline', { body: { ...body, memberId, requestId: rid() } })).errorCode).toBe(ErrorCode.NOT_FOUND);
      }
      expect((await call(t.top, 'transferDownline', { body: { ...body, amount: '-5', requestId: rid() } })).statusCode).toBe(422);

      // Several downlines, all or nothing.
      const multi = { items: [{ memberId: t.sub2.id, amount: '100' }, { memberId: t.leaf.id, amount: '900' }], paymentPassword: PIN, requestId: rid() };
      expect(errorBody(await call(t.top, 'transferMultipleDownline', { body: multi })).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
      expect(await t.sub2.balance()).toBe(0n);
      const ok = okValue(await call(t.top, 'transferMultipleDownline', { body: { ...multi, items: [{ memberId: t.sub2.id, amount: '100' }, { memberId: t.leaf.id, amount: '49.50' }] } }), TransferResultSchema);
      expect(ok).toMatchObject({ total: '149.50', balance: '700.00' });
      expect(await t.sub2.balance()).toBe(10_000n);
      expect(await total(ids)).toBe(before);
      const withStranger = { ...multi, items: [{ memberId: t.sub2.id, amount: '1' }, { memberId: t.otherMember.id, amount: '1' }], requestId: rid() };
      expect(errorBody(await call(t.top, 'transferMultipleDownline', { body: withStranger })).errorCode).toBe(ErrorCode.NOT_FOUND);
    });

    it('never overdraws under 20 parallel transfers', async () => {
      const t = await tree();
      await t.sub1.fund(1_000n);
      expect((await t.sub1.call('paymentPassword', { body: { newPassword: PIN } })).statusCode).toBe(200);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => call(t.sub1, 'transferDownline', { body: { memberId: t.leaf.id, amount: '1.00', paymentPassword: PIN, requestId: rid() } })),
      );
      const ok = results.filter((r) => r.statusCode === 200).length;
      expect(ok).toBe(10);
      for (const r of results.filter((x) => x.statusCode !== 200)) expect(errorBody(r).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
      expect(await t.sub1.balance()).toBe(0n);
      expect(await t.leaf.balance()).toBe(1_000n);
    });
  });

  it('creates, lists and deletes affiliate links; registering through one lands under the agent', async () => {
    const t = await tree();
    expect(errorBody(await call(t.sub1, 'createAffLink', { body: { type: 'member', rebateBp: 201 } })).errorCode).toBe(ErrorCode.VALIDATION);
    const link = okValue(await call(t.sub1, 'createAffLink', { body: { type: 'member', rebateBp: 120 } }), AffLinkSchema);
    expect(link.registerPath).toBe(`/m/register?aff=${link.code}`);
    const agentLink = okValue(await call(t.sub1, 'createAffLink', { body: { type: 'agent', rebateBp: 100 } }), AffLinkSchema);
    const list = z.array(AffLinkSchema).parse((await call(t.sub1, 'affLinks')).json().value);
    expect(list.map((l) => l.id)).toEqual([agentLink.id, link.id]);

    const register = async (extra: object) => {
      const username = `aff${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
      const body = { username, password: 'Abc12345', confirmPassword: 'Abc12345', agreement: true, ageConfirmed: true, ...extra };
      const res = await injectEncrypted(app(), { method: 'PUT', url: CALLS.register.path, body, remoteAddress: `10.12.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` });
      return { res, username };
    };
    const viaLink = await register({ aff: link.code });
    okValue(viaLink.res, LoginResultSchema);
    const [row] = await db()
      .select({ p: agentProfiles, type: members.type })
      .from(members)
      .innerJoin(agentProfiles, eq(agentProfiles.memberId, members.id))
      .where(sql`lower(${members.username}) = lower(${viaLink.username})`);
    expect(row).toMatchObject({ type: 0, p: { uplineId: t.sub1.id, depth: 2, rebateBp: 120 } });
    const mine = okValue(await call(t.top, 'downlines', { query: { account: viaLink.username } }), DownlinePageSchema);
    expect(mine.list).toHaveLength(1);

    const viaAgentLink = await register({ aff: agentLink.code.toLowerCase() });
    okValue(viaAgentLink.res, LoginResultSchema);
    const [sub] = await db().select({ type: members.type }).from(members).where(sql`lower(${members.username}) = lower(${viaAgentLink.username})`);
    expect(sub!.type).toBe(1);
    expect(okValue(await call(t.sub1, 'agentRebateQuota'), AgentRebateQuotaSchema).subAgentQuota).toBe(1);

    const bad = await register({ aff: 'NOSUCHLINK' });
    expect(errorBody(bad.res)).toMatchObject({ errorCode: ErrorCode.AFFILIATE_LINK_INVALID });

    const summary = okValue(await call(t.sub1, 'agentAffiliate'), AgentAffiliateSchema);
    expect(summary).toMatchObject({ linkCount: 2, registrations: 2, rebateBp: 200, subAgentQuota: 1 });
    // Registering with the agent's invitation code puts the member under it too.
    const viaCode = await register({ affiliateCode: summary.invitationCode });
    okValue(viaCode.res, LoginResultSchema);
    {
      const [p] = await db().select().from(agentProfiles).innerJoin(members, eq(members.id, agentProfiles.memberId)).where(sql`lower(${members.username}) = lower(${viaCode.username})`);
      expect(p!.agent_profiles.uplineId).toBe(t.sub1.id);
    }

    expect(errorBody(await call(t.sub2, 'deleteAffLink', { body: { id: link.id } })).errorCode).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t.sub1, 'deleteAffLink', { body: { id: link.id } })).statusCode).toBe(200);
    expect(errorBody((await register({ aff: link.code })).res).errorCode).toBe(ErrorCode.AFFILIATE_LINK_INVALID);
    expect(z.array(AffLinkSchema).parse((await call(t.sub1, 'affLinks')).json().value).map((l) => l.id)).toEqual([agentLink.id]);
  });

  it('registers downlines directly (a sub-agent uses quota)', async () => {
    const t = await tree();
    const reg = (body: object) => call(t.sub1, 'regAff', { body });
    const name = `ra${Date.now().toString(36)}`;
    const a = okValue(await reg({ username: `${name}a`, password: 'Abc12345', type: 'agent', rebateBp: 100 }), RegAffResultSchema);
    expect(a.type).toBe('agent');
    okValue(await reg({ username: `${name}b`, password: 'Abc12345', type: 'agent', rebateBp: 100 }), RegAffResultSchema);
    expect(errorBody(await reg({ username: `${name}c`, password: 'Abc12345', type: 'agent', rebateBp: 100 })).errorCode).toBe(ErrorCode.VALIDATION);
    okValue(await reg({ username: `${name}d`, password: 'Abc12345', type: 'member', rebateBp: 0 }), RegAffResultSchema);
    expect(errorBody(await reg({ username: `${name}d`, password: 'Abc12345', type: 'member', rebateBp: 0 })).errorCode).toBe(ErrorCode.USERNAME_TAKEN);
    expect(errorBody(await reg({ username: `${name}e`, password: 'Abc12345', type: 'member', rebateBp: 999 })).errorCode).toBe(ErrorCode.VALIDATION);
    const [p] = await db().select().from(agentProfiles).where(eq(agentProfiles.memberId, a.memberId));
    expect(p).toMatchObject({ uplineId: t.sub1.id, rebateBp: 100, depth: 2 });
  });

  it('reports team KPIs that match the rows', async () => {
    const t = await tree();
    const bank = await channel(app(), 'BANK');
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    // Settled rounds and credited deposits with their events, which the team feed the KPIs read takes in.
    for (const [m, stake, payout, at] of [[t.leaf, 10_000n, 4_000n, now], [t.grand, 5_000n, 8_000n, now], [t.leaf, 2_000n, 0n, yesterday], [t.otherMember, 99_000n, 0n, now]] as const)
      await feedRound(app(), m, stake, payout, at);
    for (const [m, amount, at] of [[t.leaf, 30_000n, now], [t.sub1, 7_000n, yesterday], [t.otherMember, 50_000n, now]] as const) await feedDeposit(app(), m, bank.id, amount, at);
    const kpi = okValue(await call(t.sub1, 'teamKpiA', { query: { period: 'day' } }), TeamKpiSchema);
    expect(kpi.current).toMatchObject({ validBet: '150.00', ggr: '30.00', deposits: '300.00', activeMembers: 2, withdrawals: '0.00' });
    expect(kpi.previous).toMatchObject({ validBet: '20.00', ggr: '20.00', deposits: '70.00', activeMembers: 1 });
    expect(kpi.teamSize).toBe(2);
    const raw = await teamFigures(db(), t.sub1.merchantId, t.sub1.id, new Date(now.getTime() - 3 * 86_400_000), new Date(now.getTime() + 60_000));
    expect(raw).toMatchObject({ validBet: 17_000n, ggr: 5_000n, deposits: 37_000n, activeMembers: 2, newMembers: 3 });
    const series = okValue(await call(t.sub1, 'teamKpiB', { query: { period: 'day' } }), TeamKpiSeriesSchema);
    expect(series.points).toHaveLength(7);
    expect(series.points.at(-1)).toMatchObject({ validBet: '150.00', deposits: '300.00', active: 2 });
    expect(series.points.at(-2)).toMatchObject({ validBet: '20.00', deposits: '70.00', active: 1 });
    expect((await call(t.sub1, 'teamKpiA', { query: { period: 'custom' } })).statusCode).toBe(422);
    expect((await call(t.sub1, 'teamKpiA', { query: { period: 'custom', start: '2026-01-10', end: '2026-01-01' } })).statusCode).toBe(422);
  });

  it('pages the sub-agents, and checks the date ranges of KPIs and downline searches', async () => {
    const t = await tree();
    const sub3 = await newMember(app(), 'sub', 1);
    await place(sub3, t.top, 50);
    const subs = async (query: Record<string, string>) => okValue(await call(t.top, 'subordinates', { query }), SubordinatePageSchema);
    const first = await subs({ pageNo: '1', pageSize: '2' });
    expect(first).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 3 });
    expect(first.list).toHaveLength(2);
    const second = await subs({ pageNo: '2', pageSize: '2' });
    expect(second).toMatchObject({ pageNo: 2, totalPages: 2, totalCount: 3 });
    // Direct agents only (not the member m1, not the grandchild), each once over the pages.
    expect([...first.list, ...second.list].map((s) => s.memberId).sort()).toEqual([t.sub1.id, t.sub2.id, sub3.id].sort());
    expect(await subs({ pageNo: '3', pageSize: '2' })).toMatchObject({ list: [], totalCount: 3 });
    expect((await subs({})).list).toHaveLength(3);
    expect((await call(t.top, 'subordinates', { query: { pageSize: '51' } })).statusCode).toBe(422);
    // A sub-agent's own sub-agents, not its siblings.
    expect((await call(t.sub1, 'subordinates')).json().value).toMatchObject({ totalCount: 1, list: [{ memberId: t.grand.id }] });

    const refused = async (name: CallName, query: Record<string, string>, field: string) => {
      const res = await call(t.top, name, { query });
      expect(res.statusCode, `${name} ${JSON.stringify(query)}`).toBe(422);
      expect(errorBody(res).value).toContainEqual(expect.objectContaining({ field }));
    };
    // KPIs: a custom range of at most 92 days (both ends included), real days, start first.
    expect(okValue(await call(t.top, 'teamKpiA', { query: { period: 'custom', start: '2026-01-01', end: '2026-04-02' } }), TeamKpiSchema)).toMatchObject({
      start: '2026-01-01',
      end: '2026-04-02',
      previous: { start: '2025-10-01', end: '2025-12-31' },
    });
    expect(okValue(await call(t.top, 'teamKpiB', { query: { period: 'custom', start: '2026-01-01', end: '2026-01-31' } }), TeamKpiSeriesSchema).points).toHaveLength(31);
    await refused('teamKpiA', { period: 'custom', start: '2026-01-01', end: '2026-04-03' }, 'end');
    await refused('teamKpiB', { period: 'custom', start: '2026-01-01', end: '2026-04-03' }, 'end');
    await refused('teamKpiA', { period: 'custom', start: '2026-02-30', end: '2026-03-02' }, 'end');
    await refused('downline', { memberId: String(t.sub1.id), period: 'custom', start: '2026-03-02', end: '2026-03-01' }, 'end');
    // Downline search by registration day: the same rule.
    const today = new Date().toISOString().slice(0, 10);
    const registered = okValue(await call(t.top, 'downlines', { query: { registeredFrom: today, registeredTo: today } }), DownlinePageSchema);
    expect(registered.totalCount).toBe(6);
    const old = okValue(await call(t.top, 'downlines', { query: { registeredFrom: '2026-01-01', registeredTo: '2026-01-31' } }), DownlinePageSchema);
    expect(old.totalCount).toBe(0);
    await refused('downlines', { registeredFrom: '2026-01-31', registeredTo: '2026-01-01' }, 'registeredTo');
    await refused('downlines', { registeredFrom: '2026-01-01', registeredTo: '2026-04-03' }, 'registeredTo');
  });

  it('gives operators the agent tree and audited profile changes', async () => {
    await grantOpsKey(app(), OPS, 'finance');
    const t = await tree();
    const url = (p: string) => p.replace(':code', 'demo');
    const res = await app().inject({ method: 'GET', url: `${url(CALLS.opsAgentTree.path)}?parentId=${t.top.id}`, headers: { [OPS_TOKEN_HEADER]: OPS } });
    const page = okValue(res, OpsAgentNodePageSchema);
    expect(page.list.map((n) => n.memberId).sort()).toEqual([t.sub1.id, t.sub2.id, t.m1.id].sort());
    const put = (body: object) =>
      app().inject({ method: 'PUT', url: url(CALLS.opsUpdateAgent.path).replace(':id', String(t.sub1.id)), headers: { [OPS_TOKEN_HEADER]: OPS }, payload: body });
    expect(okValue(await put({ subAgentQuota: 9, rebateBp: 180 }), OpsAgentNodeSchema)).toMatchObject({ subAgentQuota: 9, rebateBp: 180 });
    expect((await put({ rebateBp: 400 })).statusCode).toBe(422);
    expect((await put({ rebateBp: 100 })).statusCode).toBe(422);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'opsUpdateAgent')));
    expect(audits.length).toBe(1);
    void ledgerEntries;
  });
});
