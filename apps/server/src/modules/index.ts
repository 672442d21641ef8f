import type { AppModule } from '../platform/module.js';
import { appDownloadModule } from './app-download/index.js';
import { bonusModule } from './bonus/index.js';
import { rewardsModule } from './rewards/index.js';
import { mallModule } from './mall/index.js';
import { referralModule } from './referral/index.js';
import { agentModule } from './agent/index.js';
import { missionsModule } from './missions/index.js';
import { rafflesModule } from './raffles/index.js';
import { responsibleGamingModule } from './responsible-gaming/index.js';
import { agentContractsModule } from './agent-contracts/index.js';
import { depositModule } from './deposit/index.js';
import { gamesModule } from './games/index.js';
import { lotteryModule } from './lottery/index.js';
import { memberModule } from './member/index.js';
import { identityModule } from './identity/index.js';
import { memberOpsModule } from './member-ops/index.js';
import { messagesModule } from './messages/index.js';
import { chatModule } from './chat/index.js';
import { operatorModule } from './operator/index.js';
import { promotionsModule } from './promotions/index.js';
import { sessionModule } from './session/index.js';
import { systemModule } from './system/index.js';
import { vipModule } from './vip/index.js';
import { walletModule } from './wallet/index.js';
import { withdrawModule } from './withdraw/index.js';

export { memberAuthenticator } from './session/index.js';
export { merchantLookup } from './system/index.js';
export { operatorAuthority } from './operator/index.js';

/** Every domain module, in the contract's domain order (docs/architecture.md "Domains"). */
export const MODULES: readonly AppModule[] = [
  systemModule,
  sessionModule,
  memberModule,
  memberOpsModule,
  identityModule,
  walletModule,
  depositModule,
  withdrawModule,
  gamesModule,
  lotteryModule,
  messagesModule,
  chatModule,
  promotionsModule,
  vipModule,
  bonusModule,
  rewardsModule,
  mallModule,
  referralModule,
  agentModule,
  missionsModule,
  rafflesModule,
  responsibleGamingModule,
  agentContractsModule,
  appDownloadModule,
  operatorModule,
];
