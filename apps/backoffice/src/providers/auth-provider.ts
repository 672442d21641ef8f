import type { AuthProvider } from '@refinedev/core';
import { ErrorCode } from '@wps/contract';
import { isOpsError, opsRequest, type OpsRequestFn } from '../api/ops-client';
import { formatDateTime } from '../i18n/format';
import { t } from '../i18n/i18n';
import { currentRoles, getToken, setIdentity, signIn, signOut } from '../session/session';

/** Where a session that must enrol two-factor first is sent (403 TOTP_REQUIRED). */
export const TWO_FACTOR_PATH = '/account?tab=two-factor';
export const LOGIN_PATH = '/login';

export interface LoginInput {
  username: string;
  password: string;
  /** The authenticator's 6 digits, on the second step. */
  otp?: string;
}

/** Sign-in refusals the login form shows, each with its own text (ACCOUNT_LOCKED says until when). */
const LOGIN_CODES = new Set<string>([
  ErrorCode.INVALID_CREDENTIALS,
  ErrorCode.ACCOUNT_LOCKED,
  ErrorCode.OTP_REQUIRED,
  ErrorCode.OTP_INVALID,
  ErrorCode.ACCOUNT_DISABLED,
  ErrorCode.RATE_LIMITED,
]);

export function loginErrorText(errorCode: string, value?: unknown): string {
  if (!LOGIN_CODES.has(errorCode)) return t(`errors.${errorCode}`, undefined, t('errors.unknown'));
  const until = (value as { lockedUntil?: string } | undefined)?.lockedUntil;
  return t(`login.errors.${errorCode}`, { until: until ? formatDateTime(until) : t('login.errors.later') });
}

/**
 * Refine's auth provider over the operator calls: opsLogin (password, then the authenticator code when the answer is
 * OTP_REQUIRED: `{ success: false, otpRequired: true }` tells the form to ask for it), opsMe, opsLogout. The token
 * lives in sessionStorage and goes out as X-Ops-Token; a 401 signs out, a 403 TOTP_REQUIRED opens the enrolment.
 */
export function createAuthProvider(request: OpsRequestFn = opsRequest): AuthProvider {
  return {
    login: async ({ username, password, otp }: LoginInput) => {
      try {
        const result = await request('opsLogin', { body: { username, password, ...(otp ? { otp } : {}) } });
        signIn(result.token, result.operator);
        return { success: true, redirectTo: '/' };
      } catch (e) {
        if (!isOpsError(e)) throw e;
        const otpRequired = e.errorCode === ErrorCode.OTP_REQUIRED;
        return {
          success: false,
          otpRequired,
          errorCode: e.errorCode,
          error: { name: t('login.failed'), message: loginErrorText(e.errorCode, e.value), statusCode: e.statusCode },
        };
      }
    },

    logout: async () => {
      if (getToken()) {
        // Ends the session on the server; a session that already ended (the 401 that brought us here) is fine.
        await request('opsLogout').catch(() => undefined);
      }
      signOut();
      return { success: true, redirectTo: LOGIN_PATH };
    },

    check: async () => (getToken() ? { authenticated: true } : { authenticated: false, logout: true, redirectTo: LOGIN_PATH }),

    onError: async (error: unknown) => {
      const status = (error as { statusCode?: number } | null)?.statusCode;
      const code = isOpsError(error) ? error.errorCode : (error as { errorCode?: string } | null)?.errorCode;
      if (status === 401) return { logout: true, redirectTo: LOGIN_PATH, error: error as Error };
      if (status === 403 && code === ErrorCode.TOTP_REQUIRED) return { redirectTo: TWO_FACTOR_PATH };
      return {};
    },

    getIdentity: async () => {
      if (!getToken()) return null;
      const me = await request('opsMe');
      setIdentity(me);
      return me;
    },

    getPermissions: async () => currentRoles(),
  };
}
