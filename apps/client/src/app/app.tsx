import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { RootErrorBoundary } from './error-boundary';
import { HomeRoute } from './home-route';
import { HOME_ALIASES, HOME_PATH } from './layout-rules';
import { ROUTES } from './routes';
import { Shell } from './shell';

/** Route table: home and its aliases render home, every other known path is lazy, anything else goes home. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        {HOME_ALIASES.filter((p) => p !== '/m/').map((path) => (
          <Route key={path} path={path} element={<HomeRoute />} />
        ))}
        {ROUTES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <RootErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RootErrorBoundary>
  );
}
