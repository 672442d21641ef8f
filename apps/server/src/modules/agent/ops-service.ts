import { ErrorCode, type OpsAgentNode, type OpsUpdateAgent } from '@wps/contract';
import { pageCounts } from '../../platform/values.js';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { agentOpsRepo, type OpsNodeRow } from './ops-repo.js';

const OPS_PAGE_SIZE = 50;

const nodeView = (r: OpsNodeRow): OpsAgentNode => ({
  ...r,
  directCount: Number(r.directCount),
  teamSize: Number(r.teamSize),
  registeredAt: new Date(r.registeredAt).toISOString(),
});

export async function opsAgentTree(db: Db, merchant: Merchant, q: { parentId?: number; account?: string; pageNo: number }) {
  const { rows, total } = await agentOpsRepo.tree(db, merchant.id, q, OPS_PAGE_SIZE);
  return { list: rows.map(nodeView), ...pageCounts(q.pageNo, total, OPS_PAGE_SIZE) };
}

/**
 * Sets an agent's rebate or quota (audited by the operator guard's transaction). The rebate keeps the network's rule:
 * not above the upline's, not below the highest of its direct downlines'.
 */
export async function opsUpdateAgent(ctx: OpsContext, merchant: Merchant, id: number, b: OpsUpdateAgent): Promise<OpsAgentNode> {
  const db = ctx.db;
  const before = await agentOpsRepo.node(db, merchant.id, id);
  if (!before) throw new AppError(ErrorCode.NOT_FOUND);
  ctx.audit.target = `agent ${before.account}`;
  ctx.audit.before = nodeView(before);
  if (b.rebateBp !== undefined) {
    const invalid = (message: string) => new AppError(ErrorCode.VALIDATION, { value: [{ field: 'rebateBp', message }] });
    const upline = before.uplineId === null ? null : await agentOpsRepo.lockedRebate(db, merchant.id, before.uplineId);
    if (upline !== null && b.rebateBp > upline) throw invalid('above the upline rebate');
    const child = await agentOpsRepo.maxChildRebate(db, merchant.id, id);
    if (child !== null && b.rebateBp < child) throw invalid('below a downline rebate');
  }
  await agentOpsRepo.update(db, merchant.id, id, {
    ...(b.rebateBp !== undefined ? { rebateBp: b.rebateBp } : {}),
    ...(b.subAgentQuota !== undefined ? { subAgentQuota: b.subAgentQuota } : {}),
  });
  return nodeView((await agentOpsRepo.node(db, merchant.id, id))!);
}
