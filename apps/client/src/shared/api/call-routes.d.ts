declare module 'virtual:wps-call-routes' {
  import type { CallRoute } from '@wps/contract/lite';
  const routes: Record<string, CallRoute>;
  export default routes;
}
