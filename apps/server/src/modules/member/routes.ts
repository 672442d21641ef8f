import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { serve } from '../../platform/serve.js';
import { WITHDRAW_BANKS } from './banks.js';
import { customerSecurityQuestions, listSecurityQuestions, setCustomerSecurityQuestions } from './questions.js';
import {
  bindBankCard,
  hasPaymentPassword,
  listBankCards,
  resetPaymentPassword,
  securityConfig,
  setNickname,
  setPayeeName,
  setPaymentPassword,
} from './security.js';
import { changePassword, getInfo } from './service.js';

/** The logged-in member's own data; password bodies arrive decrypted (the calls are `encrypted` in the table). */
export const memberPlayerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.memberInfo, async (req) => getInfo(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.changePassword, async (req) => {
    await changePassword(app.db, app.fast, req.merchant, req.auth, req.body);
    return null;
  });

  serve(app, CALLS.securityConfig, async (req) => securityConfig(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.hasWithdrawalPassword, async (req) => hasPaymentPassword(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.paymentPassword, async (req) => {
    await setPaymentPassword(app.db, req.merchant, req.auth.memberId, req.body);
    return null;
  });
  serve(app, CALLS.paymentPasswordReset, async (req) => {
    await resetPaymentPassword(app.db, app.fast, req.merchant, req.auth.memberId, req.body);
    return null;
  });

  serve(app, CALLS.withdrawBanks, async () => [...WITHDRAW_BANKS]);
  serve(app, CALLS.bankCards, async (req) => listBankCards(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.bindBankCard, async (req) => bindBankCard(app.db, req.merchant, req.auth.memberId, req.body));

  serve(app, CALLS.setNickname, async (req) => {
    await setNickname(app.db, req.merchant, req.auth.memberId, req.body.nickname);
    return null;
  });
  // setEmail is served by the session module (it needs the code e-mailed to the new address).
  serve(app, CALLS.setPayeeName, async (req) => {
    await setPayeeName(app.db, req.merchant, req.auth.memberId, req.body.payeeName);
    return null;
  });

  serve(app, CALLS.securityQuestions, async (req) => listSecurityQuestions(app.db, req.merchant));
  serve(app, CALLS.customerSecurityQuestions, async (req) => customerSecurityQuestions(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.setCustomerSecurityQuestions, async (req) => {
    await setCustomerSecurityQuestions(app.db, app.fast, req.merchant, req.auth.memberId, req.body);
    return null;
  });
};
