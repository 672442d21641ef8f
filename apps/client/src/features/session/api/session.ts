import { useMutation } from '@tanstack/react-query';
import type {
  ChangePasswordRequest,
  EmailCodeRequest,
  LoginRequest,
  RegisterRequest,
  ResetByEmailRequest,
  ResetByQuestionsRequest,
  ResetBySmsRequest,
  SmsCodeRequest,
} from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { setSession } from '../../../shared/session/session-store';

// Calls with a password (login, register, trial login, password change and resets) are encrypted in the table:
// apiCall seals the plain payload itself.

/** Logs in and stores the session (MC_SESSION_INFO); member caches reset through the session store. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: (body: LoginRequest) => apiCall('login', { body }),
    onSuccess: (result) => setSession(result),
  });
}

export const registerCall = (method: 'username' | 'mobile', body: RegisterRequest) =>
  apiCall(method === 'mobile' ? 'registerMobile' : 'register', { body });
export const changePasswordCall = (body: ChangePasswordRequest) => apiCall('changePassword', { body });
export const resetBySmsCall = (body: ResetBySmsRequest) => apiCall('resetPasswordSms', { body });
export const resetByEmailCall = (body: ResetByEmailRequest) => apiCall('resetPasswordEmail', { body });
/** Forgotten password by security questions (issue 33 item 7): the account's questions, then the answers. */
export const recoveryQuestionsCall = (username: string) => apiCall('recoveryQuestions', { body: { username } });
export const resetByQuestionsCall = (body: ResetByQuestionsRequest) => apiCall('resetPasswordQuestions', { body });

export const captchaCall = (key: string) => apiCall('captcha', { query: { key } });
export const smsCodeCall = (purpose: 'login' | 'register', body: SmsCodeRequest) =>
  apiCall(purpose === 'register' ? 'smsRegister' : 'smsNoLogin', { body });
export const emailCodeCall = (body: EmailCodeRequest) => apiCall('emailCode', { body });
export const checkUsernameCall = (username: string) => apiCall('checkUsername', { query: { username } });
export const checkEmailCall = (email: string) => apiCall('checkEmail', { query: { email } });

/** Trial play: a new type-4 account, then its session. */
export async function startTrial(moduleId = 'HOME') {
  const user = await apiCall('trialUser');
  return apiCall('freeplay', { body: { ...user, moduleId } });
}

export const countriesCall = () => apiCall('systemCountry');
