/** Request headers the client sends on every call. */
export const Headers = {
  merchant: 'Merchant',
  authorization: 'Authorization',
  language: 'Language',
  device: 'Device',
  encryption: 'Encryption',
  requestId: 'X-Request-Id',
} as const;

export const DEVICE_HOME_SCREEN = 'OTHERS';

/**
 * Operator API (`/ops/...`, header X-Ops-Token). Used by `npm run ops` and by end-to-end tests to change
 * tenant settings on a running server: PGlite allows one process per data directory, so nothing may need a
 * database console.
 */
export const OPS_TOKEN_HEADER = 'X-Ops-Token';
