import { ErrorCode, minorToMoney, type OpsRgExtend, type OpsRgMember, type OpsRgToolPage, type OpsRgToolQuery } from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { rgRepo } from './repo.js';
import { applyBreak, rgStateOf } from './service.js';

const PAGE_SIZE = 20;

/** A member's limits with their use and raises waiting, the break in force, and the history (newest first). */
export async function opsRgMember(db: Executor, merchant: Merchant, memberId: number): Promise<OpsRgMember> {
  const k = { merchantId: merchant.id, memberId };
  const username = await rgRepo.username(db, k);
  if (username === null) throw new AppError(ErrorCode.NOT_FOUND, { detail: `member ${memberId}` });
  const [state, history] = await Promise.all([rgStateOf(db, k), rgRepo.history(db, k)]);
  return {
    memberId,
    member: username,
    limits: state.limits,
    active: state.active,
    history: history.map((h) => ({
      at: h.createdAt.toISOString(),
      action: h.action,
      kind: h.detail.kind ?? null,
      period: h.detail.period ?? null,
      amount: h.detail.amount ?? null,
      until: h.detail.until ?? null,
      by: h.by,
    })),
  };
}

/** Members under a tool: a limit of that kind, or a time-out or exclusion not over. */
export async function opsRgMembers(db: Executor, merchant: Merchant, q: OpsRgToolQuery): Promise<OpsRgToolPage> {
  const { rows, total } = await rgRepo.underTool(db, merchant.id, q.tool, new Date(), { limit: PAGE_SIZE, offset: (q.pageNo - 1) * PAGE_SIZE });
  return {
    list: rows.map((r) => ({ memberId: r.memberId, member: r.member, tool: q.tool, amount: r.amount === null ? null : minorToMoney(r.amount), until: r.until?.toISOString() ?? null, since: r.since.toISOString() })),
    pageNo: q.pageNo,
    totalCount: total,
    totalPages: Math.ceil(total / PAGE_SIZE),
  };
}

/**
 * An operator lengthens a time-out or exclusion (or starts one): never shortens (RG_CANNOT_SHORTEN). Audited with the
 * member's state before and after; the member's sessions end.
 */
export async function opsRgExtend(ctx: OpsContext, merchant: Merchant, memberId: number, b: OpsRgExtend): Promise<OpsRgMember> {
  const before = await opsRgMember(ctx.db, merchant, memberId);
  ctx.audit.target = `member ${memberId}`;
  ctx.audit.before = before.active;
  if (b.kind === 'timeout' && b.until === null) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'until', message: 'required' }] });
  const until = b.until === null ? null : new Date(b.until);
  if (until && until <= new Date()) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'until', message: 'in the past' }] });
  const change = b.kind === 'timeout' ? { kind: 'timeout' as const, until: until! } : { kind: 'exclusion' as const, until };
  await applyBreak(ctx.db as Db, merchant, memberId, change, `operator:${ctx.operator.username}`, b.reason);
  const after = await opsRgMember(ctx.db, merchant, memberId);
  ctx.audit.after = after.active;
  return after;
}
