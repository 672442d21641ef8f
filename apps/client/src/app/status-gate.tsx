import { Suspense, useEffect, type ReactNode } from 'react';
import { SystemStatusCode } from '@wps/contract/boot';
import { startStatusWatch, useSystemStatus } from '../shared/system/system-store';
import { PageSkeleton } from '../shared/ui/page-skeleton';
import { lazyChunk } from '../shared/net/load-chunk';

const MaintenancePage = lazyChunk(() => import('../features/system/pages/maintenance-page'));
const RegionPage = lazyChunk(() => import('../features/system/pages/region-page'));

/** Status 1 replaces the site with the maintenance page, status 2 with the blocked-region page. */
export function StatusGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  useEffect(() => startStatusWatch(), []);
  if (status?.status === SystemStatusCode.maintenance) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <MaintenancePage status={status} />
      </Suspense>
    );
  }
  if (status?.status === SystemStatusCode.regionRestricted) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <RegionPage status={status} />
      </Suspense>
    );
  }
  return children;
}
