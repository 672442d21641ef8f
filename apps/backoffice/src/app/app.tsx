import { CrownOutlined } from '@ant-design/icons';
import { ErrorComponent, ThemedLayout, ThemedSider, ThemedTitle, useNotificationProvider, type RefineThemedLayoutSiderProps } from '@refinedev/antd';
import { Authenticated, Refine, type I18nProvider } from '@refinedev/core';
import routerProvider, { CatchAllNavigate, DocumentTitleHandler, NavigateToResource } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { Suspense, useMemo, useSyncExternalStore } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { getLocale, i18nProvider, setLocale, subscribeLocale, t } from '../i18n/i18n';
import { LoginPage } from '../pages/login/login-page';
import { createAccessControlProvider } from '../providers/access-control';
import { createAuthProvider, LOGIN_PATH } from '../providers/auth-provider';
import { createDataProvider } from '../providers/data-provider';
import { PageLoading } from '../shared/states';
import { useKeyboardScrollableTables } from '../shared/keyboard-scroll';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { Header } from './header';
import { PAGES, refineResources, routedResources } from './pages';
import { queryClient } from './query-client';

const Title = ({ collapsed }: { collapsed: boolean }) => <ThemedTitle collapsed={collapsed} text={t('app.title')} icon={<CrownOutlined aria-hidden="true" />} />;
// The user menu in the header signs out: the sider lists the pages only.
const Sider = (props: RefineThemedLayoutSiderProps) => <ThemedSider {...props} fixed render={({ items }) => items} />;

const dataProvider = createDataProvider();
const authProvider = createAuthProvider();
const accessControlProvider = createAccessControlProvider();

/** The back office, served at /admin/; `nonce` is the one the server wrote into index.html (antd's styles carry it). */
export function App({ nonce }: { nonce: string | undefined }) {
  const locale = useSyncExternalStore(subscribeLocale, getLocale);
  // New functions per language, so Refine's memoised texts (menu labels ...) are made again.
  const i18n = useMemo<I18nProvider>(
    () => ({ translate: (...args) => i18nProvider.translate(...args), changeLocale: setLocale, getLocale: () => locale }),
    [locale],
  );
  const resources = useMemo(() => refineResources(), []);
  const reducedMotion = useReducedMotion();
  useKeyboardScrollableTables();
  // Colours that reach WCAG AA contrast (4.5:1) for the small text they paint: antd's own blue links (#1677ff), greys
  // (#8c8c8c), red danger buttons and success or warning texts do not on white and light fills (axe, issue 33 item 34).
  const theme = useMemo(
    () => ({
      token: {
        colorPrimary: '#0958d9',
        colorLink: '#0958d9',
        colorTextDescription: '#595959',
        colorTextTertiary: '#595959',
        colorError: '#cf1322',
        colorSuccess: '#237804',
        colorWarning: '#ad6800',
        // The light fills stay antd's (the darker seeds above would grey them).
        colorErrorBg: '#fff2f0',
        colorErrorBorder: '#ffccc7',
        colorSuccessBg: '#f6ffed',
        colorSuccessBorder: '#b7eb8f',
        colorWarningBg: '#fffbe6',
        colorWarningBorder: '#ffe58f',
        motion: !reducedMotion,
      },
    }),
    [reducedMotion],
  );

  return (
    <ConfigProvider csp={nonce ? { nonce } : undefined} locale={locale === 'zh-CN' ? zhCN : enUS} theme={theme}>
      <AntdApp>
        <BrowserRouter basename="/admin">
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18n}
            notificationProvider={useNotificationProvider}
            resources={resources}
            options={{
              syncWithLocation: true,
              disableTelemetry: true,
              warnWhenUnsavedChanges: false,
              reactQuery: { clientConfig: queryClient },
              title: { text: t('app.title'), icon: <CrownOutlined aria-hidden="true" /> },
            }}
          >
            <Routes>
              <Route
                element={
                  <Authenticated key="back-office" fallback={<CatchAllNavigate to={LOGIN_PATH} />} loading={<PageLoading />}>
                    <ThemedLayout Header={Header} Title={Title} Sider={Sider}>
                      <Suspense fallback={<PageLoading />}>
                        <Outlet />
                      </Suspense>
                    </ThemedLayout>
                  </Authenticated>
                }
              >
                {routedResources().map(([name, route]) => {
                  const Page = PAGES[name];
                  return route === '/' ? <Route key={name} index element={<Page />} /> : <Route key={name} path={route} element={<Page />} />;
                })}
                <Route path="*" element={<ErrorComponent />} />
              </Route>
              <Route
                element={
                  <Authenticated key="sign-in" fallback={<Outlet />} loading={<PageLoading />}>
                    <NavigateToResource resource="dashboard" />
                  </Authenticated>
                }
              >
                <Route path={LOGIN_PATH} element={<LoginPage />} />
              </Route>
            </Routes>
            <DocumentTitleHandler handler={({ resource }) => (resource ? `${t(`${resource.name}.title`)} · ${t('app.title')}` : t('app.title'))} />
          </Refine>
        </BrowserRouter>
      </AntdApp>
    </ConfigProvider>
  );
}
