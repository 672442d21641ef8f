import { lazy, type ComponentType } from 'react';
import { withQuery } from './with-query';

const PagePending = lazy(() => import('../shared/ui/page-pending'));
const DepositPage = lazy(withQuery(() => import('./money/deposit-route')));
const WithdrawPage = lazy(withQuery(() => import('./money/withdraw-route')));
const TransactionRecordPage = lazy(withQuery(() => import('./money/records-route')));
const PnlPage = lazy(withQuery(() => import('../features/wallet/pages/pnl-page')));
const SecurityCenterPage = lazy(withQuery(() => import('../features/member/pages/security-center-page')));
const SettingsPage = lazy(withQuery(() => import('../features/member/pages/settings-page')));
const BetRecordPage = lazy(withQuery(() => import('../features/wallet/pages/bet-record-page')));
const LoginPage = lazy(withQuery(() => import('../features/session/pages/login-page')));
const RegisterPage = lazy(withQuery(() => import('../features/session/pages/register-page')));
const ForgetPage = lazy(withQuery(() => import('../features/session/pages/forget-page')));
const ChangePasswordPage = lazy(withQuery(() => import('../features/session/pages/change-password-page')));
const TrialPage = lazy(withQuery(() => import('../features/session/pages/trial-page')));
const GameListPage = lazy(withQuery(() => import('../features/games/pages/game-list-page')));
const LaunchGamePage = lazy(withQuery(() => import('../features/games/pages/launch-game-page')));
const LotteryPage = lazy(withQuery(() => import('../features/games/pages/lottery-page')));
const MessageCentrePage = lazy(withQuery(() => import('../features/messages/pages/message-centre-page')));
const NoticePage = lazy(withQuery(() => import('../features/messages/pages/notice-page')));
const InboxPage = lazy(withQuery(() => import('../features/messages/pages/inbox-page')));
const MemberCentrePage = lazy(withQuery(() => import('../features/member/pages/member-centre-page')));
const ActivityPage = lazy(withQuery(() => import('../features/promotions/pages/activity-page')));
const ActivityDetailPage = lazy(withQuery(() => import('../features/promotions/pages/activity-detail-page')));
const ApplyRewardPage = lazy(withQuery(() => import('../features/promotions/pages/apply-reward-page')));
const SignInPage = lazy(withQuery(() => import('../features/promotions/pages/sign-in-page')));
const VipPage = lazy(withQuery(() => import('../features/vip/pages/vip-page')));
const VipBenefitsPage = lazy(withQuery(() => import('../features/vip/pages/benefits-page')));
const AppDownloadPage = lazy(() => import('../features/app-download/pages/app-download-page'));

/**
 * Every route of spec part 1 s2 and part 2 s2 besides home. Screens that later issues build share one translated
 * "opening soon" page until then. All of them are lazy.
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
  { path: '/m/notice', Page: NoticePage },
  { path: '/m/webEmail', Page: InboxPage },
  { path: '/m/member/home', Page: MemberCentrePage },
  { path: '/m/activity', Page: ActivityPage },
  { path: '/m/activityDetail', Page: ActivityDetailPage },
  { path: '/m/applyReward', Page: ApplyRewardPage },
  { path: '/m/activity/signIn', Page: SignInPage },
  { path: '/m/vip', Page: VipPage },
  { path: '/m/member/benefits', Page: VipBenefitsPage },
  { path: '/m/app', Page: AppDownloadPage },
  ...[
    '/m/rewardCenter',
    '/m/mall/mallHome',
    '/m/inviteFriends',
    '/m/game',
    '/m/member/agent/getSalaryContract',
    '/m/member/agent/getDevidendContract',
    '/m/member/agent/getHourContract',
    '/m/slotsCenter',
  ].map((path) => ({ path, Page: PagePending })),
];
