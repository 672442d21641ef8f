import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, flattenWhitelabel } from '@wps/contract/boot';
import type { ConsolidatedSettings, SystemStatus } from '@wps/contract';
import { apiCall } from '../api/client';
import { requestContext } from '../api/request-context';
import { CLIENT_KEYS, readJson, writeJson } from '../storage/storage';

/**
 * Boot data: the system status and the consolidated settings. Served from the local cache at once, then refreshed
 * (spec part 2 s2 "System status pages"). Kept outside TanStack Query on purpose: it must render synchronously
 * from cache on the first frame, and the query library stays out of the first load.
 */
interface SystemState {
  status: SystemStatus | null;
  settings: ConsolidatedSettings | null;
}

let state: SystemState = {
  status: readJson<SystemStatus>(STORAGE_KEYS.status),
  settings: readJson<ConsolidatedSettings>(CLIENT_KEYS.settings),
};
if (state.status?.merchantCode) requestContext.merchant = state.status.merchantCode;

const listeners = new Set<() => void>();
const set = (patch: Partial<SystemState>) => {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const get = () => state;

export const getSystemState = get;

export async function refreshStatus(): Promise<SystemStatus | null> {
  try {
    const status = await apiCall('systemStatus');
    requestContext.merchant = status.merchantCode;
    writeJson(STORAGE_KEYS.status, status);
    set({ status });
    return status;
  } catch {
    // Offline or server trouble: keep what the cache says.
    return state.status;
  }
}

export async function refreshSettings(): Promise<ConsolidatedSettings | null> {
  try {
    const settings = await apiCall('systemConsolidated');
    writeJson(CLIENT_KEYS.settings, settings);
    set({ settings });
    return settings;
  } catch {
    return state.settings;
  }
}

export const STATUS_RECHECK_MS = 60_000;

/** Re-checks periodically and when the page comes back, so a merchant's status switch takes effect. */
export function startStatusWatch(): () => void {
  const recheck = () => {
    if (document.visibilityState === 'visible') void refreshStatus();
  };
  const timer = window.setInterval(recheck, STATUS_RECHECK_MS);
  window.addEventListener('focus', recheck);
  document.addEventListener('visibilitychange', recheck);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', recheck);
    document.removeEventListener('visibilitychange', recheck);
  };
}

export function useSystemStatus(): SystemStatus | null {
  return useSyncExternalStore(subscribe, () => get().status, () => get().status);
}

export function useSettings(): ConsolidatedSettings | null {
  return useSyncExternalStore(subscribe, () => get().settings, () => get().settings);
}

/** Whitelabel flags (DIRECTREG3, CBS3, ...) from the status answer, flattened. */
export function useWhitelabelFlags(): Record<string, boolean> {
  const status = useSystemStatus();
  return useMemo(() => flattenWhitelabel(status?.info.whitelabel ?? []), [status]);
}

/** Menu module keys (sidebar items) from the consolidated settings, flattened. */
export function useMenuFlags(): Record<string, boolean> {
  const settings = useSettings();
  return useMemo(() => flattenWhitelabel(settings?.menu ?? []), [settings]);
}

/** The configured link of a resource type (WHATSAPP, TELEGRAM, ...), if any. */
export function resourceUrl(status: SystemStatus | null, type: string): string | null {
  const url = status?.info.resources.find((r) => r.resourceType === type)?.url?.trim();
  return url ? url : null;
}
