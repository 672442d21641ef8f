import type {
  Availability,
  ChangePasswordRequest,
  CodeSent,
  Country,
  EmailCodeRequest,
  EncryptedBody,
  FreeplayRequest,
  FreeplayResult,
  LoginRequest,
  LoginResult,
  RegisterRequest,
  ResetByEmailRequest,
  ResetBySmsRequest,
  SmsCodeRequest,
  TrialUser,
} from '@wps/contract';
import { encryptPayload } from '../../../shared/api/body-crypto';
import { apiCall } from '../../../shared/api/client';

// The accounts calls, added to the API client's table by module augmentation (see shared/api/client.ts).
declare module '../../../shared/api/client' {
  interface CallValues {
    captcha: string;
    smsNoLogin: CodeSent;
    smsRegister: CodeSent;
    emailCode: CodeSent;
    register: LoginResult;
    registerMobile: LoginResult;
    checkUsername: Availability;
    checkEmail: Availability;
    checkAffiliate: Availability;
    trialUser: TrialUser;
    freeplay: FreeplayResult;
    changePassword: null;
    resetPasswordSms: null;
    resetPasswordEmail: null;
  }
  interface CallBodies {
    smsNoLogin: SmsCodeRequest;
    smsRegister: SmsCodeRequest;
    emailCode: EmailCodeRequest;
    register: EncryptedBody;
    registerMobile: EncryptedBody;
    freeplay: EncryptedBody;
    changePassword: EncryptedBody;
    resetPasswordSms: EncryptedBody;
    resetPasswordEmail: EncryptedBody;
  }
}

export const loginCall = async (payload: LoginRequest) => {
  const { body, headers } = await encryptPayload(payload);
  return apiCall('login', { body, headers });
};

export const registerCall = async (method: 'username' | 'mobile', payload: RegisterRequest) => {
  const { body, headers } = await encryptPayload(payload);
  return apiCall(method === 'mobile' ? 'registerMobile' : 'register', { body, headers });
};

export const changePasswordCall = async (payload: ChangePasswordRequest) => {
  const { body, headers } = await encryptPayload(payload);
  return apiCall('changePassword', { body, headers });
};

export const resetBySmsCall = async (payload: ResetBySmsRequest) => {
  const { body, headers } = await encryptPayload(payload);
  return apiCall('resetPasswordSms', { body, headers });
};

export const resetByEmailCall = async (payload: ResetByEmailRequest) => {
  const { body, headers } = await encryptPayload(payload);
  return apiCall('resetPasswordEmail', { body, headers });
};

export const captchaCall = (key: string) => apiCall('captcha', { query: { key } });
export const smsCodeCall = (purpose: 'login' | 'register', body: SmsCodeRequest) =>
  apiCall(purpose === 'register' ? 'smsRegister' : 'smsNoLogin', { body });
export const emailCodeCall = (body: EmailCodeRequest) => apiCall('emailCode', { body });
export const checkUsernameCall = (username: string) => apiCall('checkUsername', { query: { username } });
export const checkEmailCall = (email: string) => apiCall('checkEmail', { query: { email } });

/** Trial play: a new type-4 account, then its session. */
export async function startTrial(moduleId = 'HOME'): Promise<FreeplayResult> {
  const user = await apiCall('trialUser');
  const payload: FreeplayRequest = { ...user, moduleId };
  const { body, headers } = await encryptPayload(payload);
  return apiCall('freeplay', { body, headers });
}

export const countriesCall = () => apiCall('systemCountry') as Promise<Country[]>;
