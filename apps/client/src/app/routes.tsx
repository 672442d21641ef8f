import { lazy, type ComponentType } from 'react';
import { withQuery } from './with-query';

const PagePending = lazy(() => import('../shared/ui/page-pending'));
const LoginPage = lazy(withQuery(() => import('../features/session/login-page')));

/**
 * Every route of spec part 1 s2 and part 2 s2 besides home. Screens that later issues build share one translated
 * "opening soon" page until then. All of them are lazy.
 */
export const ROUTES: readonly { path: string; Page: ComponentType }[] = [
  { path: '/m/login', Page: LoginPage },
  ...[
    '/m/register',
    '/m/forget',
    '/m/member/home',
    '/m/voucherCenter',
    '/m/withdraw',
    '/m/gameRecord',
    '/m/transaction/record',
    '/m/profitandloss',
    '/m/rewardCenter',
    '/m/mall/mallHome',
    '/m/securityCenter',
    '/m/set',
    '/m/launchGame',
    '/m/gameList',
    '/m/activity',
    '/m/activityDetail',
    '/m/applyReward',
    '/m/activity/signIn',
    '/m/notice',
    '/m/inviteFriends',
    '/m/game',
    '/m/changePsw',
    '/m/message',
    '/m/webEmail',
    '/m/member/agent/getSalaryContract',
    '/m/member/agent/getDevidendContract',
    '/m/member/agent/getHourContract',
    '/m/vip',
    '/m/member/benefits',
    '/m/app',
    '/m/lottery',
    '/m/slotsCenter',
    '/m/trail',
  ].map((path) => ({ path, Page: PagePending })),
];
