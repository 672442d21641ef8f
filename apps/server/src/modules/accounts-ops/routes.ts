import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_OPS_CALLS, CaptchaKeySchema, ErrorCode, MemberType, envelopeOf } from '@wps/contract';
import { z } from 'zod';
import { hashPassword } from '../../platform/crypto.js';
import { AppError, ok } from '../../platform/envelope.js';
import { opsMerchant, requireOpsToken } from '../../platform/ops-auth.js';
import { outboxFor } from '../../platform/outbox.js';
import { accountRepo } from '../member/account-repo.js';
import { memberRepo } from '../member/repo.js';
import { walletRepo } from '../wallet/repo.js';

const tags = ['ops'];
const code = z.string().min(1).max(64);

const OutboxSchema = z.array(
  z.object({ channel: z.string(), recipient: z.string(), subject: z.string().nullable(), body: z.string(), createdAt: z.string() }),
);
const CreateMemberSchema = z.object({
  username: z.string().trim().regex(/^[A-Za-z0-9_]{4,16}$/),
  /** A temporary password: the member must change it at the first login. */
  password: z.string().min(6).max(128),
  email: z.string().trim().email().max(254).optional(),
  mobile: z.string().regex(/^\+\d{1,4}\|\d{6,20}$/).optional(),
  /** Default true: an operator-issued password the member must change at the first login. */
  temporary: z.boolean().default(true),
});

/** Operator tools of the accounts domain; registered only with OPS_TOKEN (support staff and end-to-end tests). */
export const accountsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOpsToken);
  const merchantOf = (c: string) => opsMerchant(app.db, c);

  app.get(
    ACCOUNT_OPS_CALLS.outbox.path,
    {
      schema: {
        tags,
        params: z.object({ code }),
        querystring: z.object({ to: z.string().min(1).max(300) }),
        response: { 200: envelopeOf(OutboxSchema) },
      },
    },
    async (req) => {
      const merchant = await merchantOf(req.params.code);
      const rows = await outboxFor(app.db, merchant.id, req.query.to);
      return ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    },
  );

  app.get(
    ACCOUNT_OPS_CALLS.captcha.path,
    {
      schema: {
        tags,
        params: z.object({ code, key: CaptchaKeySchema }),
        response: { 200: envelopeOf(z.object({ answer: z.string() })) },
      },
    },
    async (req) => {
      const merchant = await merchantOf(req.params.code);
      const answer = await app.fast.captchas.peek(merchant.id, req.params.key);
      if (!answer) throw new AppError(ErrorCode.NOT_FOUND);
      return ok({ answer });
    },
  );

  app.post(
    ACCOUNT_OPS_CALLS.createMember.path,
    {
      schema: {
        tags,
        params: z.object({ code }),
        body: CreateMemberSchema,
        response: { 200: envelopeOf(z.object({ id: z.number().int(), username: z.string() })) },
      },
    },
    async (req) => {
      const merchant = await merchantOf(req.params.code);
      const passwordHash = await hashPassword(req.body.password);
      const member = await app.db.transaction(async (tx) => {
        const m = await memberRepo.insertIfAbsent(tx, {
          merchantId: merchant.id,
          username: req.body.username,
          passwordHash,
          type: MemberType.member,
          firstTimeLogin: req.body.temporary,
        });
        if (!m) throw new AppError(ErrorCode.USERNAME_TAKEN);
        await accountRepo.insert(tx, {
          merchantId: merchant.id,
          memberId: m.id,
          email: req.body.email ?? null,
          mobile: req.body.mobile ?? null,
          registerMethod: 'OPS',
        });
        await walletRepo.lockForUpdate(tx, { merchantId: merchant.id, memberId: m.id, currency: merchant.currency });
        return m;
      });
      return ok({ id: member.id, username: member.username });
    },
  );
};
