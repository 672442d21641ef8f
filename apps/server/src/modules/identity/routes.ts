import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_PRESETS, CALLS, ErrorCode, IDENTITY_BODY_LIMIT, type AvatarPreset } from '@wps/contract';
import { AppError } from '../../platform/envelope.js';
import { refuseNulInAddress } from '../../platform/input-guard.js';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { memberIcon, presetSvg, setMemberIcon } from './icons.js';
import { decideKyc, kycFile, kycStatus, opsKycCase, submitKyc, uploadKycDocument } from './kyc.js';
import { identityProfile, updateIdentityProfile } from './profile.js';
import { identityRepo } from './repo.js';
import { settingsOf, settingsView, updateSettings } from './settings.js';

const PAGE_SIZE = 20;
const YEAR = 'public, max-age=31536000, immutable';

export const identityPlayerRoutes: FastifyPluginAsync = async (app) => {
  // The head icon is set form-encoded, as the spec says (a JSON body works too); the route's body limit refuses an
  // oversized body from its Content-Length before any of it is buffered.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: IDENTITY_BODY_LIMIT }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  serve(app, CALLS.memberIcon, async (req) => memberIcon(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.setMemberIcon, async (req) => setMemberIcon(app.db, req.merchant, req.auth.memberId, req.body), { bodyLimit: IDENTITY_BODY_LIMIT });
  serve(app, CALLS.identityProfile, async (req) => identityProfile(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.updateIdentityProfile, async (req) => updateIdentityProfile(app.db, req.merchant, req.auth.memberId, req.body));
  serve(app, CALLS.kycStatus, async (req) => kycStatus(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.uploadKycDocument, async (req) => uploadKycDocument(app.db, app.config.filesDir, req.merchant, req.auth.memberId, req.body), {
    bodyLimit: IDENTITY_BODY_LIMIT,
  });
  serve(app, CALLS.submitKyc, async (req) => submitKyc(app.db, req.merchant, req.auth.memberId));
};

const ICON = /^([a-f0-9]{32})\.(png|jpg)$/;

/** Pictures without a merchant header: presets, head icons under their content hash, KYC documents by signed link. */
export const identityPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/static/avatars/:file',
    { onRequest: refuseNulInAddress, schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
    async (req, reply) => {
      const id = req.params.file.replace(/\.svg$/, '') as AvatarPreset;
      if (!AVATAR_PRESETS.includes(id) || !req.params.file.endsWith('.svg')) throw new AppError(ErrorCode.NOT_FOUND);
      return reply.header('cache-control', YEAR).type('image/svg+xml').send(presetSvg(id));
    },
  );
  app.get(
    '/static/icons/:merchant/:file',
    { onRequest: refuseNulInAddress, schema: { hide: true, params: z.object({ merchant: z.string().max(32), file: z.string().max(60) }) } },
    async (req, reply) => {
      const match = ICON.exec(req.params.file);
      const merchant = match ? await app.tenants.byCode(req.params.merchant.toLowerCase()) : null;
      const icon = merchant && match ? await identityRepo.iconByHash(app.db, merchant.id, match[1]!) : null;
      if (!icon) throw new AppError(ErrorCode.NOT_FOUND);
      return reply.header('cache-control', YEAR).header('x-content-type-options', 'nosniff').type(icon.mime).send(Buffer.from(icon.data, 'base64'));
    },
  );
  serve(app, CALLS.kycFile, async (req, reply) => {
    const file = await kycFile(app.db, app.config.filesDir, req.params.token);
    return reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').type(file.mime).send(file.data);
  });
};

/** The KYC review queue and the merchant's identity rules (risk role; every change audited by serve). */
export const identityOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsKycCases, async (req) => {
    const { rows, total } = await identityRepo.kycPage(req.ops.db, opsMerchantOf(req).id, req.query.state, req.query.pageNo, PAGE_SIZE);
    return {
      list: rows.map((r) => ({ ...r, submittedAt: r.submittedAt?.toISOString() ?? null, decidedAt: r.decidedAt?.toISOString() ?? null })),
      totalCount: total,
    };
  });
  serve(app, CALLS.opsKycCase, async (req) => opsKycCase(req.ops.db, opsMerchantOf(req), req.params.memberId));
  serve(app, CALLS.opsApproveKyc, async (req) => {
    const { before, after } = await decideKyc(req.ops.db, opsMerchantOf(req), req.ops.operator.id, req.params.memberId, { approve: true });
    req.ops.audit.target = `kyc member ${req.params.memberId}`;
    req.ops.audit.before = { state: before };
    req.ops.audit.after = { state: after.state };
    return after;
  });
  serve(app, CALLS.opsRejectKyc, async (req) => {
    const decision = { approve: false as const, reason: req.body.reason };
    const { before, after } = await decideKyc(req.ops.db, opsMerchantOf(req), req.ops.operator.id, req.params.memberId, decision);
    req.ops.audit.target = `kyc member ${req.params.memberId}`;
    req.ops.audit.before = { state: before };
    req.ops.audit.after = { state: after.state, reason: after.reason };
    return after;
  });
  serve(app, CALLS.opsIdentitySettings, async (req) => settingsView(await settingsOf(req.ops.db, opsMerchantOf(req).id)));
  serve(app, CALLS.opsUpdateIdentitySettings, async (req) => {
    const merchant = opsMerchantOf(req);
    req.ops.audit.before = settingsView(await settingsOf(req.ops.db, merchant.id));
    return updateSettings(req.ops.db, merchant.id, req.body);
  });
};
