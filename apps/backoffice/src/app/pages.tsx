import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import {
  AuditOutlined,
  BankOutlined,
  DashboardOutlined,
  DownloadOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import { GROUPS, RESOURCES, type GroupName, type ResourceName } from '../resources';

/** The routed resources' pages, each loaded with its route. A routed resource of resources.ts without one fails to compile. */
type Routed = { [K in ResourceName]: (typeof RESOURCES)[K] extends { route: string } ? K : never }[ResourceName];

export const PAGES: Record<Routed, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('../pages/dashboard/dashboard-page')),
  deposits: lazy(() => import('../pages/finance/deposits-page')),
  withdrawals: lazy(() => import('../pages/finance/withdrawals-page')),
  operators: lazy(() => import('../pages/operators/operators-page')),
  securitySettings: lazy(() => import('../pages/operators/security-settings-page')),
  audit: lazy(() => import('../pages/audit/audit-page')),
  maintenance: lazy(() => import('../pages/settings/maintenance-page')),
  account: lazy(() => import('../pages/account/account-page')),
};

const ICONS: Partial<Record<ResourceName | GroupName, ReactNode>> = {
  dashboard: <DashboardOutlined aria-hidden="true" />,
  finance: <BankOutlined aria-hidden="true" />,
  deposits: <DownloadOutlined aria-hidden="true" />,
  withdrawals: <UploadOutlined aria-hidden="true" />,
  admin: <TeamOutlined aria-hidden="true" />,
  operators: <UserOutlined aria-hidden="true" />,
  securitySettings: <SafetyOutlined aria-hidden="true" />,
  audit: <AuditOutlined aria-hidden="true" />,
  settings: <SettingOutlined aria-hidden="true" />,
  maintenance: <ToolOutlined aria-hidden="true" />,
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
