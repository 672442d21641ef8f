import { z } from 'zod';
import { defineCalls } from '../call.js';

// TODO(issue 10): schemas of each call (query, body, answer) come from the server's routes.
export const sessionCalls = defineCalls('session', {
  login: { method: 'POST', path: '/wps/session/login', access: 'visitor', answer: z.unknown() },
  logout: { method: 'DELETE', path: '/wps/session/logout', access: 'member', answer: z.unknown() },
  rsaKey: { method: 'GET', path: '/wps/session/key/rsa', access: 'visitor', answer: z.unknown() },
  captcha: { method: 'GET', path: '/wps/captcha', access: 'visitor', answer: z.unknown() },
  smsNoLogin: { method: 'POST', path: '/wps/verification/sms/noLogin', access: 'visitor', answer: z.unknown() },
  smsRegister: { method: 'POST', path: '/wps/verification/sms/register', access: 'visitor', answer: z.unknown() },
  register: { method: 'PUT', path: '/wps/member/register', access: 'visitor', answer: z.unknown() },
  registerMobile: { method: 'PUT', path: '/wps/member/register/mobile', access: 'visitor', answer: z.unknown() },
  checkUsername: { method: 'GET', path: '/wps/check/username', access: 'visitor', answer: z.unknown() },
  checkEmail: { method: 'GET', path: '/wps/check/email', access: 'visitor', answer: z.unknown() },
  checkAffiliate: { method: 'GET', path: '/wps/relay/MCS_checkAffiliateCode', access: 'visitor', answer: z.unknown() },
  trialUser: { method: 'GET', path: '/wps/member/trialuser', access: 'visitor', answer: z.unknown() },
  freeplay: { method: 'POST', path: '/wps/session/login/freeplay', access: 'visitor', answer: z.unknown() },
  resetPasswordSms: { method: 'POST', path: '/wps/member/password/verification', access: 'visitor', answer: z.unknown() },
  emailCode: { method: 'POST', path: '/wps/verification/email/noLogin', access: 'visitor', answer: z.unknown() },
  resetPasswordEmail: { method: 'POST', path: '/wps/member/password/email', access: 'visitor', answer: z.unknown() },
});
