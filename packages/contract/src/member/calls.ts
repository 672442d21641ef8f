import { z } from 'zod';
import { defineCalls } from '../call.js';
import { EmptyValueSchema } from '../envelope.js';
import {
  BankCardSchema,
  BankSchema,
  BindBankCardSchema,
  ChangePasswordRequestSchema,
  CustomerSecurityQuestionsSchema,
  MemberInfoSchema,
  NicknameSchema,
  PayeeNameSchema,
  ResetPaymentPasswordSchema,
  SecurityConfigSchema,
  SecurityQuestionSchema,
  SetPaymentPasswordSchema,
  SetSecurityQuestionsSchema,
} from './schemas.js';

/**
 * The logged-in member's own data: profile, login and payment passwords, security questions and withdrawal bank
 * cards. Bodies with a password travel encrypted.
 */
export const memberCalls = defineCalls('member', {
  memberInfo: { method: 'GET', path: '/wps/member/info', access: 'member', answer: MemberInfoSchema, summary: "The member's profile" },
  withdrawBanks: {
    method: 'GET',
    path: '/wps/relay/MCS2_withdrawBanks',
    access: 'member',
    answer: z.array(BankSchema),
    summary: 'Banks a withdrawal card can be bound to',
  },
  bankCards: { method: 'GET', path: '/wps/relay/MCS2_bankCards', access: 'member', answer: z.array(BankCardSchema), summary: 'Bound bank cards' },
  bindBankCard: {
    method: 'POST',
    path: '/wps/member/bankCard',
    access: 'member',
    body: BindBankCardSchema,
    answer: BankCardSchema,
    summary: 'Bind a withdrawal bank card',
  },
  hasWithdrawalPassword: { method: 'GET', path: '/wps/member/hasWithdrawalPassword', access: 'member', answer: z.boolean() },
  paymentPassword: {
    method: 'POST',
    path: '/wps/member/paymentPassword',
    access: 'member',
    encrypted: true,
    body: SetPaymentPasswordSchema,
    answer: EmptyValueSchema,
    summary: 'Set or change the payment password',
  },
  paymentPasswordReset: {
    method: 'POST',
    path: '/wps/member/paymentPassword/reset',
    access: 'member',
    encrypted: true,
    body: ResetPaymentPasswordSchema,
    answer: EmptyValueSchema,
    summary: 'Reset the payment password with the login password',
  },
  securityConfig: { method: 'GET', path: '/wps/member/securityConfig', access: 'member', answer: SecurityConfigSchema, summary: 'Security centre state' },
  setNickname: { method: 'PUT', path: '/wps/member/info/nickname', access: 'member', body: NicknameSchema, answer: EmptyValueSchema },
  // setEmail is the session domain's: it needs the code sent to the new address.
  // Once only: afterwards the payee name belongs to the bound cards.
  setPayeeName: { method: 'PUT', path: '/wps/member/info/payeename', access: 'member', body: PayeeNameSchema, answer: EmptyValueSchema },
  securityQuestions: {
    method: 'GET',
    path: '/wps/member/securityQuestions',
    access: 'member',
    answer: z.array(SecurityQuestionSchema),
    summary: "The merchant's security questions",
  },
  customerSecurityQuestions: {
    method: 'GET',
    path: '/wps/member/customerSecurityQuestions',
    access: 'member',
    answer: CustomerSecurityQuestionsSchema,
    summary: "The member's chosen questions (never the answers)",
  },
  setCustomerSecurityQuestions: {
    method: 'POST',
    path: '/wps/member/customerSecurityQuestions',
    access: 'member',
    encrypted: true,
    body: SetSecurityQuestionsSchema,
    answer: EmptyValueSchema,
    summary: 'Set the security questions with the login password',
  },
  changePassword: {
    method: 'PUT',
    path: '/wps/member/password',
    access: 'member',
    encrypted: true,
    body: ChangePasswordRequestSchema,
    answer: EmptyValueSchema,
    summary: 'Change the login password (other sessions end)',
  },
});
