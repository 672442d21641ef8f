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
