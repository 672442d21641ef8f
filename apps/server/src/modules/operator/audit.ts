import type { AuditPage } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { auditRepo } from '../../platform/audit-repo.js';

/** A page of the merchant's audit trail, newest first, filtered by operator, action, target and time. */
export async function auditPage(
  db: Executor,
  merchant: Merchant,
  q: { operator?: string; action?: string; target?: string; from?: string; to?: string; pageNo: number; pageSize: number },
): Promise<AuditPage> {
  const { rows, total } = await auditRepo.page(
    db,
    {
      merchantId: merchant.id,
      operator: q.operator,
      action: q.action,
      target: q.target,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
    },
    q.pageNo,
    q.pageSize,
  );
  return {
    list: rows.map(({ row, merchantCode }) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      merchantCode,
      operatorId: row.operatorId,
      operatorName: row.operatorName,
      via: row.via,
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
      ip: row.ip,
      userAgent: row.userAgent,
    })),
    pageNo: q.pageNo,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    totalCount: total,
  };
}
