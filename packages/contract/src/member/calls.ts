import { z } from 'zod';
import { defineCalls } from '../call.js';

// TODO(issue 10): schemas of each call (query, body, answer) come from the server's routes.
export const memberCalls = defineCalls('member', {
  memberInfo: { method: 'GET', path: '/wps/member/info', access: 'member', answer: z.unknown() },
  withdrawBanks: { method: 'GET', path: '/wps/relay/MCS2_withdrawBanks', access: 'member', answer: z.unknown() },
  bankCards: { method: 'GET', path: '/wps/relay/MCS2_bankCards', access: 'member', answer: z.unknown() },
  bindBankCard: { method: 'POST', path: '/wps/member/bankCard', access: 'member', answer: z.unknown() },
  hasWithdrawalPassword: { method: 'GET', path: '/wps/member/hasWithdrawalPassword', access: 'member', answer: z.unknown() },
  paymentPassword: { method: 'POST', path: '/wps/member/paymentPassword', access: 'member', answer: z.unknown() },
  paymentPasswordReset: { method: 'POST', path: '/wps/member/paymentPassword/reset', access: 'member', answer: z.unknown() },
  securityConfig: { method: 'GET', path: '/wps/member/securityConfig', access: 'member', answer: z.unknown() },
  setNickname: { method: 'PUT', path: '/wps/member/info/nickname', access: 'member', answer: z.unknown() },
  setEmail: { method: 'PUT', path: '/wps/member/info/email', access: 'member', answer: z.unknown() },
  setPayeeName: { method: 'PUT', path: '/wps/member/info/payeename', access: 'member', answer: z.unknown() },
  securityQuestions: { method: 'GET', path: '/wps/member/securityQuestions', access: 'member', answer: z.unknown() },
  customerSecurityQuestions: { method: 'GET', path: '/wps/member/customerSecurityQuestions', access: 'member', answer: z.unknown() },
  setCustomerSecurityQuestions: { method: 'POST', path: '/wps/member/customerSecurityQuestions', access: 'member', answer: z.unknown() },
  changePassword: { method: 'PUT', path: '/wps/member/password', access: 'member', answer: z.unknown() },
});
