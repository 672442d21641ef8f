import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, STORAGE_KEYS } from '@wps/contract/lite';
import { stubFetch } from '../../test/envelope-fetch';
import { getSession, setSession } from '../session/session-store';
import { isApiError } from './api-error';
import { apiCall } from './client';
import { requestContext } from './request-context';

const LOGIN = { token: 'tok-123', id: 7, userName: 'demo01', type: 0, merchantCode: 'DEMO', firstTimeLogin: false };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  requestContext.merchant = '';
});

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a failure');
}

describe('api client', () => {
  it('unwraps a success envelope and sends the headers', async () => {
    requestContext.merchant = 'DEMO';
    requestContext.language = 'TY';
    setSession(LOGIN);
    const { seen } = stubFetch(() => ({
      body: { success: true, value: { sumBalance: '1000.00', currency: 'PHP', currencySymbol: '₱' } },
    }));
    await expect(apiCall('walletGcs')).resolves.toEqual({ sumBalance: '1000.00', currency: 'PHP', currencySymbol: '₱' });
    expect(seen[0]).toMatchObject({ url: '/wps/wallets/gcs', method: 'GET' });
    expect(seen[0]!.headers).toMatchObject({ merchant: 'DEMO', authorization: 'tok-123', language: 'TY' });
  });

  it('posts JSON bodies and validates the answer with the contract schema', async () => {
    const { seen } = stubFetch(() => ({ body: { success: true, value: { expirationTime: 1 } } }));
    // A plain (not encrypted) call: the body goes as JSON, extra headers come along.
    const body = { mobileNo: '9171234567', countryDialingCode: '+63' };
    await expect(apiCall('smsNoLogin', { body, headers: { 'X-Extra': 'd3JhcHBlZA==' } })).resolves.toEqual({ expirationTime: 1 });
    expect(seen[0]).toMatchObject({ method: 'POST', body });
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.headers['x-extra']).toBe('d3JhcHBlZA==');
    expect(seen[0]!.headers.authorization).toBeUndefined();

    stubFetch(() => ({ body: { success: true, value: { expirationTime: 'soon' } } }));
    await expect(apiCall('smsNoLogin', { body })).rejects.toThrow();
  });

  it('maps an error envelope to ApiError with its i18n key', async () => {
    stubFetch(() => ({ status: 401, body: { success: false, errorCode: ErrorCode.INVALID_CREDENTIALS, message: 'err_user_not_exist' } }));
    const e = await failure(apiCall('smsNoLogin', { body: { mobileNo: '9171234567', countryDialingCode: '+63' } }));
    expect(isApiError(e) && [e.code, e.messageKey, e.status]).toEqual([ErrorCode.INVALID_CREDENTIALS, 'err_user_not_exist', 401]);
  });

  it('a 401 NOT_LOGGED_IN or SESSION_EXPIRED clears the stored session', async () => {
    for (const errorCode of [ErrorCode.NOT_LOGGED_IN, ErrorCode.SESSION_EXPIRED]) {
      setSession(LOGIN);
      stubFetch(() => ({ status: 401, body: { success: false, errorCode, message: 'err_logged_out' } }));
      await failure(apiCall('memberInfo'));
      expect(getSession()).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    }
  });

  it('other failures keep the session', async () => {
    setSession(LOGIN);
    stubFetch(() => ({ status: 403, body: { success: false, errorCode: ErrorCode.FREE_REJECT, message: 'free_reject' } }));
    await failure(apiCall('memberInfo'));
    expect(getSession()?.token).toBe('tok-123');
  });

  it('network failure -> err_no_internet; timeout -> err_slow_network; garbage -> err_unknown', async () => {
    stubFetch(() => new TypeError('Failed to fetch'));
    expect(await failure(apiCall('systemStatus'))).toMatchObject({ messageKey: 'err_no_internet' });

    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    expect(await failure(apiCall('systemStatus', { timeoutMs: 20 }))).toMatchObject({ messageKey: 'err_slow_network' });

    vi.stubGlobal('fetch', async () => new Response('<html>bad gateway</html>', { status: 502 }));
    expect(await failure(apiCall('systemStatus'))).toMatchObject({ messageKey: 'err_unknown', status: 502 });
  });
});
