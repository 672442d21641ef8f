import type { ComponentType } from 'react';
import { withQuery } from './with-query';
import { lazyChunk } from '../shared/net/load-chunk';

const DepositPage = lazyChunk(withQuery(() => import('./money/deposit-route')));
const WithdrawPage = lazyChunk(withQuery(() => import('./money/withdraw-route')));
const TransactionRecordPage = lazyChunk(withQuery(() => import('./money/records-route')));
const PnlPage = lazyChunk(withQuery(() => import('../features/wallet/pages/pnl-page')));
const SecurityCenterPage = lazyChunk(withQuery(() => import('../features/member/pages/security-center-page')));
const SettingsPage = lazyChunk(withQuery(() => import('../features/member/pages/settings-page')));
const BetRecordPage = lazyChunk(withQuery(() => import('../features/wallet/pages/bet-record-page')));
const LoginPage = lazyChunk(withQuery(() => import('../features/session/pages/login-page')));
const RegisterPage = lazyChunk(withQuery(() => import('../features/session/pages/register-page')));
const ForgetPage = lazyChunk(withQuery(() => import('../features/session/pages/forget-page')));
const ChangePasswordPage = lazyChunk(withQuery(() => import('../features/session/pages/change-password-page')));
const TrialPage = lazyChunk(withQuery(() => import('../features/session/pages/trial-page')));
const GameListPage = lazyChunk(withQuery(() => import('../features/games/pages/game-list-page')));
const LaunchGamePage = lazyChunk(withQuery(() => import('./games/launch-route')));
const LotteryPage = lazyChunk(withQuery(() => import('./games/lottery-route')));
const SlotsCentrePage = lazyChunk(withQuery(() => import('../features/games/pages/slots-centre-page')));
const LotteryHall = lazyChunk(withQuery(() => import('../features/lottery/lottery-routes')));
const MessageCentrePage = lazyChunk(withQuery(() => import('../features/messages/pages/message-centre-page')));
const NoticePage = lazyChunk(withQuery(() => import('../features/messages/pages/notice-page')));
const InboxPage = lazyChunk(withQuery(() => import('../features/messages/pages/inbox-page')));
const ChatPage = lazyChunk(withQuery(() => import('../features/chat/pages/chat-page')));
const FeedbackPage = lazyChunk(withQuery(() => import('../features/chat/pages/feedback-page')));
const CustomerServicePage = lazyChunk(() => import('../features/messages/pages/customer-service-page'));
const MemberCentrePage = lazyChunk(withQuery(() => import('../features/member/pages/member-centre-page')));
const ActivityPage = lazyChunk(withQuery(() => import('../features/promotions/pages/activity-page')));
const ActivityDetailPage = lazyChunk(withQuery(() => import('../features/promotions/pages/activity-detail-page')));
const ApplyRewardPage = lazyChunk(withQuery(() => import('../features/promotions/pages/apply-reward-page')));
const SignInPage = lazyChunk(withQuery(() => import('../features/promotions/pages/sign-in-page')));
const VipPage = lazyChunk(withQuery(() => import('../features/vip/pages/vip-page')));
const VipBenefitsPage = lazyChunk(withQuery(() => import('../features/vip/pages/benefits-page')));
const RewardCentrePage = lazyChunk(withQuery(() => import('../features/rewards/pages/reward-centre-page')));
const MissionsPage = lazyChunk(withQuery(() => import('./missions/missions-route')));
const RafflesPage = lazyChunk(withQuery(() => import('../features/raffles/pages/raffles-page')));
const InviteFriendsPage = lazyChunk(withQuery(() => import('../features/referral/pages/invite-friends-page')));
const MallPage = lazyChunk(withQuery(() => import('../features/mall/pages/mall-page')));
const AgentCentrePage = lazyChunk(withQuery(() => import('../features/agent/pages/agent-centre-page')));
const AppDownloadPage = lazyChunk(() => import('../features/app-download/pages/app-download-page'));
const ResponsibleGamingPage = lazyChunk(withQuery(() => import('../features/responsible-gaming/pages/responsible-gaming-page')));
const IdentityPage = lazyChunk(withQuery(() => import('../features/identity/pages/identity-page')));
const ContractPage = lazyChunk(withQuery(() => import('../features/agent-contracts/pages/contract-page')));

/**
 * Every route of spec part 1 s2 and part 2 s2 besides home. All of them are lazy.
 */
export const ROUTES: readonly { path: string; Page: ComponentType }[] = [
  { path: '/m/login', Page: LoginPage },
  { path: '/m/register', Page: RegisterPage },
  { path: '/m/forget', Page: ForgetPage },
  { path: '/m/changePsw', Page: ChangePasswordPage },
  { path: '/m/trail', Page: TrialPage },
  { path: '/m/voucherCenter', Page: DepositPage },
  { path: '/m/withdraw', Page: WithdrawPage },
  { path: '/m/transaction/record', Page: TransactionRecordPage },
  { path: '/m/profitandloss', Page: PnlPage },
  { path: '/m/securityCenter', Page: SecurityCenterPage },
  { path: '/m/set', Page: SettingsPage },
  { path: '/m/gameRecord', Page: BetRecordPage },
  { path: '/m/gameList', Page: GameListPage },
  { path: '/m/launchGame', Page: LaunchGamePage },
  { path: '/m/lottery', Page: LotteryPage },
  { path: '/m/message', Page: MessageCentrePage },
  { path: '/m/chat', Page: ChatPage },
  { path: '/m/feedback', Page: FeedbackPage },
  { path: '/m/notice', Page: NoticePage },
  { path: '/m/webEmail', Page: InboxPage },
  { path: '/m/customerService', Page: CustomerServicePage },
  { path: '/m/member/home', Page: MemberCentrePage },
  { path: '/m/activity', Page: ActivityPage },
  { path: '/m/activityDetail', Page: ActivityDetailPage },
  { path: '/m/applyReward', Page: ApplyRewardPage },
  { path: '/m/activity/signIn', Page: SignInPage },
  { path: '/m/vip', Page: VipPage },
  { path: '/m/member/benefits', Page: VipBenefitsPage },
  { path: '/m/rewardCenter', Page: RewardCentrePage },
  { path: '/m/rewardCenter/missions', Page: MissionsPage },
  { path: '/m/rewardCenter/raffles', Page: RafflesPage },
  { path: '/m/inviteFriends', Page: InviteFriendsPage },
  { path: '/m/mall/mallHome', Page: MallPage },
  { path: '/m/agent', Page: AgentCentrePage },
  { path: '/m/app', Page: AppDownloadPage },
  { path: '/m/member/agent/getSalaryContract', Page: ContractPage },
  { path: '/m/member/agent/getDevidendContract', Page: ContractPage },
  { path: '/m/member/agent/getHourContract', Page: ContractPage },
  { path: '/m/slotsCenter', Page: SlotsCentrePage },
  { path: '/m/responsibleGaming', Page: ResponsibleGamingPage },
  { path: '/m/identity', Page: IdentityPage },
  // The lottery hall and the member's lottery orders below it (/m/game/orders ...): one lazy entry, its own routes.
  { path: '/m/game/*', Page: LotteryHall },
];
