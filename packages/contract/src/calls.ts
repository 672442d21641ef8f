import type { CallDef, CallRoute } from './call.js';
import { appDownloadCalls } from './app-download/calls.js';
import { bonusCalls } from './bonus/calls.js';
import { rewardsCalls } from './rewards/calls.js';
import { mallCalls } from './mall/calls.js';
import { referralCalls } from './referral/calls.js';
import { missionsCalls } from './missions/calls.js';
import { rafflesCalls } from './raffles/calls.js';
import { responsibleGamingCalls } from './responsible-gaming/calls.js';
import { agentContractsCalls } from './agent-contracts/calls.js';
import { agentCalls } from './agent/calls.js';
import { lotteryCalls } from './lottery/calls.js';
import { depositCalls } from './deposit/calls.js';
import { gamesCalls } from './games/calls.js';
import { memberCalls } from './member/calls.js';
import { messagesCalls } from './messages/calls.js';
import { chatCalls } from './chat/calls.js';
import { identityCalls } from './identity/calls.js';
import { operatorCalls } from './operator/calls.js';
import { promotionsCalls } from './promotions/calls.js';
import { sessionCalls } from './session/calls.js';
import { systemCalls } from './system/calls.js';
import { vipCalls } from './vip/calls.js';
import { walletCalls } from './wallet/calls.js';
import { withdrawCalls } from './withdraw/calls.js';

/** Every domain's calls (docs/architecture.md "The call table"). Names are unique across domains (tested). */
export const DOMAIN_CALLS = [
  systemCalls,
  sessionCalls,
  memberCalls,
  identityCalls,
  walletCalls,
  depositCalls,
  withdrawCalls,
  gamesCalls,
  lotteryCalls,
  messagesCalls,
  chatCalls,
  promotionsCalls,
  vipCalls,
  bonusCalls,
  rewardsCalls,
  mallCalls,
  referralCalls,
  missionsCalls,
  rafflesCalls,
  responsibleGamingCalls,
  agentContractsCalls,
  agentCalls,
  appDownloadCalls,
  operatorCalls,
] as const;

/** The call table: every call of the platform API, player and operator alike, by name. */
export const CALLS = {
  ...systemCalls,
  ...sessionCalls,
  ...memberCalls,
  ...identityCalls,
  ...walletCalls,
  ...depositCalls,
  ...withdrawCalls,
  ...gamesCalls,
  ...lotteryCalls,
  ...messagesCalls,
  ...chatCalls,
  ...promotionsCalls,
  ...vipCalls,
  ...bonusCalls,
  ...rewardsCalls,
  ...mallCalls,
  ...referralCalls,
  ...missionsCalls,
  ...rafflesCalls,
  ...responsibleGamingCalls,
  ...agentContractsCalls,
  ...agentCalls,
  ...appDownloadCalls,
  ...operatorCalls,
} as const satisfies Record<string, CallDef>;
export type CallTable = typeof CALLS;
export type CallName = keyof CallTable;

/** The calls the player's browser makes: every call but the operator API (`/ops/...`). */
export type PlayerCallName = { [N in CallName]: CallTable[N]['path'] extends `/ops/${string}` ? never : N }[CallName];

/**
 * The zod-free routes the browser bundles (apps/client/call-routes-plugin.ts writes each module's from this at build
 * time): player calls only, compact (see CallRoute).
 */
export function callRoutes(): Record<string, CallRoute> {
  const out: Record<string, CallRoute> = {};
  for (const [name, def] of Object.entries(CALLS as Record<string, CallDef>)) {
    if (!def.path.startsWith('/ops/')) out[name] = `${def.method}${def.encrypted ? '*' : ''} ${def.path}`;
  }
  return out;
}
