import { ErrorCode, isAgentForMenus, type AgentSiteHost, type OpsSetSiteHost } from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { siteRepo } from './site-repo.js';

/**
 * The login rule of agent and member sites: on a host the merchant marked `agent` only agents (types 1, 2, 41, 42)
 * log in, on a `member` host only the others; an unmarked host serves everyone.
 */
export async function checkSiteKind(db: Executor, merchantId: number, host: string | undefined, memberType: number): Promise<void> {
  if (!host) return;
  const kind = await siteRepo.kindOf(db, merchantId, host);
  if (kind === null) return;
  if ((kind === 'agent') !== isAgentForMenus(memberType)) throw new AppError(ErrorCode.SITE_KIND_REFUSED);
}

export const opsSiteHosts = (db: Db, merchant: Merchant): Promise<AgentSiteHost[]> => siteRepo.list(db, merchant.id);

export async function opsSetSiteHost(ctx: OpsContext, merchant: Merchant, b: OpsSetSiteHost): Promise<AgentSiteHost[]> {
  ctx.audit.target = `site host ${b.host}`;
  ctx.audit.before = { host: b.host, kind: await siteRepo.kindOf(ctx.db, merchant.id, b.host) };
  await siteRepo.put(ctx.db, merchant.id, b.host, b.kind);
  return siteRepo.list(ctx.db, merchant.id);
}
