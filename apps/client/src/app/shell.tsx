import { Suspense, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { PageSkeleton } from '../shared/ui/page-skeleton';
import { AppUpdateHost } from './app-update-host';
import { BottomMenu } from './bottom-menu';
import { RouteErrorElement } from './error-boundary';
import { Header } from './header';
import { useHiddenCorner } from './hidden-corner';
import { LiveUpdatesHost } from './live-updates-host';
import { LoginPopupHost } from './login-popup-host';
import { OfflineNotice } from './offline-notice';
import { showBottomMenu, showHeader } from './layout-rules';
import { usePasswordGuard } from './password-guard';
import { useRouteFocus } from './route-focus';
import { useScrollMemory } from './scroll-memory';
import { StatusGate } from './status-gate';
import { withQuery } from './with-query';
import { lazyChunk } from '../shared/net/load-chunk';

const Sidebar = lazyChunk(withQuery(() => import('./sidebar/sidebar')));

/** The page frame: header, page (faded in on forward navigation), bottom menu, sidebar; listens to the hidden corner. */
export function Shell() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useHiddenCorner();
  usePasswordGuard();
  useScrollMemory();
  const pageRef = useRef<HTMLElement>(null);
  useRouteFocus(pageRef);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [sidebarLoaded, setSidebarLoaded] = useState(false);
  const header = showHeader(pathname);
  const menu = showBottomMenu(pathname);

  return (
    <StatusGate>
      <div className={`app${header ? ' has-header' : ''}${menu ? ' has-menu' : ''}`}>
        {header ? (
          <Header
            onOpenSidebar={() => {
              setSidebarLoaded(true);
              setSidebarOpen(true);
            }}
          />
        ) : null}
        <main key={pathname} ref={pageRef} className={navigationType === 'POP' ? 'page' : 'page page-fade'} data-testid="shell-page">
          <RouteErrorElement>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </RouteErrorElement>
        </main>
        <OfflineNotice />
        {menu ? <BottomMenu /> : null}
        {sidebarLoaded ? (
          <Suspense fallback={null}>
            <Sidebar open={sidebarOpen} onClose={() => setSidebarOpen(false)} />
          </Suspense>
        ) : null}
        <LoginPopupHost />
        <AppUpdateHost />
        <LiveUpdatesHost />
      </div>
    </StatusGate>
  );
}
