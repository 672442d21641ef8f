import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import {
  ApiOutlined,
  SendOutlined,
  CrownFilled,
  FieldTimeOutlined,
  AppstoreOutlined,
  DiffOutlined,
  ReconciliationOutlined,
  RedEnvelopeOutlined,
  ShareAltOutlined,
  TrophyOutlined,
  AuditOutlined,
  BankOutlined,
  ControlOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DownloadOutlined,
  IdcardOutlined,
  GlobalOutlined,
  LinkOutlined,
  MailOutlined,
  MobileOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UploadOutlined,
  UserOutlined,
  CrownOutlined,
  FileImageOutlined,
  GiftOutlined,
  StarOutlined,
  NotificationOutlined,
  ReadOutlined,
  PictureOutlined,
  RetweetOutlined,
  TagsOutlined,
  FlagOutlined,
  CheckSquareOutlined,
  ShopOutlined,
  ShoppingOutlined,
  ClusterOutlined,
  ApartmentOutlined,
  SolutionOutlined,
  AccountBookOutlined,
  CloudServerOutlined,
  PlayCircleOutlined,
  DeploymentUnitOutlined,
  FileSearchOutlined,
  NumberOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import { GROUPS, RESOURCES, type GroupName, type ResourceName } from '../resources';

/** The routed resources' pages, each loaded with its route. A routed resource of resources.ts without one fails to compile. */
type Routed = { [K in ResourceName]: (typeof RESOURCES)[K] extends { route: string } ? K : never }[ResourceName];

export const PAGES: Record<Routed, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('../pages/dashboard/dashboard-page')),
  members: lazy(() => import('../pages/members/members-page')),
  member: lazy(() => import('../pages/members/member-page')),
  deposits: lazy(() => import('../pages/finance/deposits-page')),
  withdrawals: lazy(() => import('../pages/finance/withdrawals-page')),
  adjustments: lazy(() => import('../pages/finance/adjustments-page')),
  reconciliation: lazy(() => import('../pages/finance/reconciliation-page')),
  rewardApplications: lazy(() => import('../pages/finance/reward-applications-page')),
  depositChannels: lazy(() => import('../pages/finance/deposit-channels-page')),
  depositPromos: lazy(() => import('../pages/finance/deposit-promos-page')),
  turnoverRules: lazy(() => import('../pages/finance/turnover-rules-page')),
  rewards: lazy(() => import('../pages/finance/rewards-page')),
  vipBenefits: lazy(() => import('../pages/finance/vip-benefits-page')),
  jobRuns: lazy(() => import('../pages/finance/job-runs-page')),
  raffles: lazy(() => import('../pages/finance/raffles-page')),
  referrals: lazy(() => import('../pages/finance/referrals-page')),
  operators: lazy(() => import('../pages/operators/operators-page')),
  securitySettings: lazy(() => import('../pages/operators/security-settings-page')),
  audit: lazy(() => import('../pages/audit/audit-page')),
  eventDeliveries: lazy(() => import('../pages/audit/event-deliveries-page')),
  maintenance: lazy(() => import('../pages/settings/maintenance-page')),
  whitelabel: lazy(() => import('../pages/settings/whitelabel-page')),
  mobileTemplate: lazy(() => import('../pages/settings/template-page')),
  siteLanguages: lazy(() => import('../pages/settings/languages-page')),
  siteLinks: lazy(() => import('../pages/settings/links-page')),
  outbox: lazy(() => import('../pages/support/outbox-page')),
  banners: lazy(() => import('../pages/content/banners-page')),
  notices: lazy(() => import('../pages/content/notices-page')),
  lobbyNews: lazy(() => import('../pages/content/lobby-news-page')),
  promotions: lazy(() => import('../pages/content/promotions-page')),
  promotionEditor: lazy(() => import('../pages/content/promotion-editor-page')),
  games: lazy(() => import('../pages/content/games-page')),
  vipLevels: lazy(() => import('../pages/content/vip-levels-page')),
  missions: lazy(() => import('../pages/content/missions-page')),
  missionCompletions: lazy(() => import('../pages/content/mission-completions-page')),
  mallItems: lazy(() => import('../pages/mall/mall-items-page')),
  mallOrders: lazy(() => import('../pages/mall/mall-orders-page')),
  agentTree: lazy(() => import('../pages/agents/agent-tree-page')),
  agentContracts: lazy(() => import('../pages/agents/contracts-page')),
  agentStatements: lazy(() => import('../pages/agents/settlement-page')),
  agentSiteHosts: lazy(() => import('../pages/agents/site-hosts-page')),
  vendorIntegrations: lazy(() => import('../pages/gaming/vendor-integrations-page')),
  vendorReconciliation: lazy(() => import('../pages/gaming/vendor-reconciliation-page')),
  transfers: lazy(() => import('../pages/gaming/transfers-page')),
  lottery: lazy(() => import('../pages/gaming/lottery-page')),
  account: lazy(() => import('../pages/account/account-page')),
};

const ICONS: Partial<Record<ResourceName | GroupName, ReactNode>> = {
  dashboard: <DashboardOutlined aria-hidden="true" />,
  members: <IdcardOutlined aria-hidden="true" />,
  finance: <BankOutlined aria-hidden="true" />,
  deposits: <DownloadOutlined aria-hidden="true" />,
  withdrawals: <UploadOutlined aria-hidden="true" />,
  adjustments: <DiffOutlined aria-hidden="true" />,
  reconciliation: <ReconciliationOutlined aria-hidden="true" />,
  rewardApplications: <TrophyOutlined aria-hidden="true" />,
  depositChannels: <ApiOutlined aria-hidden="true" />,
  depositPromos: <TagsOutlined aria-hidden="true" />,
  turnoverRules: <RetweetOutlined aria-hidden="true" />,
  rewards: <RedEnvelopeOutlined aria-hidden="true" />,
  vipBenefits: <CrownFilled aria-hidden="true" />,
  jobRuns: <FieldTimeOutlined aria-hidden="true" />,
  raffles: <StarOutlined aria-hidden="true" />,
  referrals: <ShareAltOutlined aria-hidden="true" />,
  admin: <TeamOutlined aria-hidden="true" />,
  operators: <UserOutlined aria-hidden="true" />,
  securitySettings: <SafetyOutlined aria-hidden="true" />,
  audit: <AuditOutlined aria-hidden="true" />,
  eventDeliveries: <SendOutlined aria-hidden="true" />,
  settings: <SettingOutlined aria-hidden="true" />,
  maintenance: <ToolOutlined aria-hidden="true" />,
  whitelabel: <ControlOutlined aria-hidden="true" />,
  mobileTemplate: <MobileOutlined aria-hidden="true" />,
  siteLanguages: <GlobalOutlined aria-hidden="true" />,
  siteLinks: <LinkOutlined aria-hidden="true" />,
  support: <CustomerServiceOutlined aria-hidden="true" />,
  outbox: <MailOutlined aria-hidden="true" />,
  content: <PictureOutlined aria-hidden="true" />,
  banners: <FileImageOutlined aria-hidden="true" />,
  notices: <NotificationOutlined aria-hidden="true" />,
  lobbyNews: <ReadOutlined aria-hidden="true" />,
  promotions: <GiftOutlined aria-hidden="true" />,
  games: <AppstoreOutlined aria-hidden="true" />,
  vipLevels: <CrownOutlined aria-hidden="true" />,
  missions: <FlagOutlined aria-hidden="true" />,
  missionCompletions: <CheckSquareOutlined aria-hidden="true" />,
  mallItems: <ShopOutlined aria-hidden="true" />,
  mallOrders: <ShoppingOutlined aria-hidden="true" />,
  agents: <ClusterOutlined aria-hidden="true" />,
  agentTree: <ApartmentOutlined aria-hidden="true" />,
  agentContracts: <SolutionOutlined aria-hidden="true" />,
  agentStatements: <AccountBookOutlined aria-hidden="true" />,
  agentSiteHosts: <CloudServerOutlined aria-hidden="true" />,
  gaming: <PlayCircleOutlined aria-hidden="true" />,
  vendorIntegrations: <DeploymentUnitOutlined aria-hidden="true" />,
  vendorReconciliation: <FileSearchOutlined aria-hidden="true" />,
  transfers: <SwapOutlined aria-hidden="true" />,
  lottery: <NumberOutlined aria-hidden="true" />,
};

/**
 * Refine's resources in the menu's order: each resource as resources.ts lists them, its group just before the first
 * of its members; labels are locale keys (`<name>.<name>`).
 */
export function refineResources(): ResourceProps[] {
  const out: ResourceProps[] = [];
  const placed = new Set<GroupName>();
  for (const [name, def] of Object.entries(RESOURCES) as [ResourceName, (typeof RESOURCES)[ResourceName]][]) {
    const group = 'group' in def ? def.group : undefined;
    if (group && !placed.has(group) && group in GROUPS) {
      placed.add(group);
      out.push({ name: group, meta: { icon: ICONS[group] } });
    }
    out.push({
      name,
      ...('route' in def ? { list: def.route } : {}),
      meta: {
        icon: ICONS[name],
        ...(group ? { parent: group } : {}),
        ...('hidden' in def && def.hidden ? { hide: true } : {}),
      },
    });
  }
  return out;
}

export const routedResources = (): [Routed, string][] =>
  (Object.keys(PAGES) as Routed[]).map((name) => [name, (RESOURCES[name] as { route: string }).route]);
