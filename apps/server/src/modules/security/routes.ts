import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BankCardSchema,
  BankSchema,
  BindBankCardSchema,
  CALLS,
  CustomerSecurityQuestionsSchema,
  EmailSchema,
  EncryptedBodySchema,
  NicknameSchema,
  PayeeNameSchema,
  ResetPaymentPasswordSchema,
  SecurityConfigSchema,
  SecurityQuestionSchema,
  SetSecurityQuestionsSchema,
  SetPaymentPasswordSchema,
  envelopeOf,
} from '@wps/contract';
import { requireMember } from '../../platform/auth.js';
import { decryptAs } from '../../platform/body-crypto.js';
import { ok } from '../../platform/envelope.js';
import { WITHDRAW_BANKS } from './banks.js';
import { customerSecurityQuestions, listSecurityQuestions, setCustomerSecurityQuestions } from './questions.js';
import {
  bindBankCard,
  hasPaymentPassword,
  listBankCards,
  resetPaymentPassword,
  securityConfig,
  setEmail,
  setNickname,
  setPayeeName,
  setPaymentPassword,
} from './service.js';

const tags = ['security'];
const member = { preHandler: requireMember };
const Done = envelopeOf(z.null());

export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CALLS.securityConfig.path,
    { ...member, schema: { tags, response: { 200: envelopeOf(SecurityConfigSchema) } } },
    async (req) => ok(await securityConfig(app.db, req.merchant, req.auth.memberId)),
  );
  app.get(
    CALLS.hasWithdrawalPassword.path,
    { ...member, schema: { tags, response: { 200: envelopeOf(z.boolean()) } } },
    async (req) => ok(await hasPaymentPassword(app.db, req.merchant, req.auth.memberId)),
  );
  app.post(
    CALLS.paymentPassword.path,
    // Password bodies are encrypted (DESIGN.md).
    { ...member, schema: { tags, body: EncryptedBodySchema, response: { 200: Done } } },
    async (req) => {
      const input = await decryptAs(app.db, req, req.body, SetPaymentPasswordSchema);
      await setPaymentPassword(app.db, req.merchant, req.auth.memberId, input);
      return ok(null);
    },
  );
  app.post(
    CALLS.paymentPasswordReset.path,
    { ...member, schema: { tags, body: EncryptedBodySchema, response: { 200: Done } } },
    async (req) => {
      const input = await decryptAs(app.db, req, req.body, ResetPaymentPasswordSchema);
      await resetPaymentPassword(app.db, app.fast, req.merchant, req.auth.memberId, input);
      return ok(null);
    },
  );
  app.get(
    CALLS.withdrawBanks.path,
    { ...member, schema: { tags, response: { 200: envelopeOf(z.array(BankSchema)) } } },
    async () => ok([...WITHDRAW_BANKS]),
  );
  app.get(
    CALLS.bankCards.path,
    { ...member, schema: { tags, response: { 200: envelopeOf(z.array(BankCardSchema)) } } },
    async (req) => ok(await listBankCards(app.db, req.merchant, req.auth.memberId)),
  );
  app.post(
    CALLS.bindBankCard.path,
    { ...member, schema: { tags, body: BindBankCardSchema, response: { 200: envelopeOf(BankCardSchema) } } },
    async (req) => ok(await bindBankCard(app.db, req.merchant, req.auth.memberId, req.body)),
  );
  app.put(
    CALLS.setNickname.path,
    { ...member, schema: { tags, body: NicknameSchema, response: { 200: Done } } },
    async (req) => {
      await setNickname(app.db, req.merchant, req.auth.memberId, req.body.nickname);
      return ok(null);
    },
  );
  app.put(
    CALLS.setEmail.path,
    { ...member, schema: { tags, body: EmailSchema, response: { 200: Done } } },
    async (req) => {
      await setEmail(app.db, req.merchant, req.auth.memberId, req.body.email);
      return ok(null);
    },
  );
  app.put(
    CALLS.setPayeeName.path,
    { ...member, schema: { tags, body: PayeeNameSchema, response: { 200: Done } } },
    async (req) => {
      await setPayeeName(app.db, req.merchant, req.auth.memberId, req.body.payeeName);
      return ok(null);
    },
  );
  app.get(
    CALLS.securityQuestions.path,
    { ...member, schema: { tags, response: { 200: envelopeOf(z.array(SecurityQuestionSchema)) } } },
    async (req) => ok(await listSecurityQuestions(app.db, req.merchant)),
  );
  app.get(
    CALLS.customerSecurityQuestions.path,
    { ...member, schema: { tags, response: { 200: envelopeOf(CustomerSecurityQuestionsSchema) } } },
    async (req) => ok(await customerSecurityQuestions(app.db, req.merchant, req.auth.memberId)),
  );
  app.post(
    CALLS.setCustomerSecurityQuestions.path,
    // Carries the login password: encrypted like the other password bodies.
    { ...member, schema: { tags, body: EncryptedBodySchema, response: { 200: Done } } },
    async (req) => {
      const input = await decryptAs(app.db, req, req.body, SetSecurityQuestionsSchema);
      await setCustomerSecurityQuestions(app.db, app.fast, req.merchant, req.auth.memberId, input);
      return ok(null);
    },
  );
};
