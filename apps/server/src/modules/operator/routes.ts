import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { auditPage } from './audit.js';
import {
  apiKeys,
  changePassword,
  createApiKey,
  createOperator,
  listOperators,
  login,
  logout,
  me,
  revokeApiKey,
  securitySettings,
  sessions,
  signOutEverywhere,
  totpConfirm,
  totpDisable,
  totpSetup,
  updateOperator,
  updateSecuritySettings,
} from './service.js';

/** Operator sign-in, the operator's own account, and a merchant's operators, security rules and audit trail. */
export const operatorRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsLogin, async (req) => login(app.db, req, req.body));
  serve(app, CALLS.opsLogout, async (req) => logout(req.ops));
  serve(app, CALLS.opsMe, async (req) => me(req.ops));
  serve(app, CALLS.opsSessions, async (req) => sessions(req.ops));
  serve(app, CALLS.opsSignOutEverywhere, async (req) => signOutEverywhere(req.ops));
  serve(app, CALLS.opsChangePassword, async (req) => changePassword(req.ops, req.body));
  serve(app, CALLS.opsTotpSetup, async (req) => totpSetup(req.ops));
  serve(app, CALLS.opsTotpConfirm, async (req) => totpConfirm(req.ops, req.body.code));
  serve(app, CALLS.opsTotpDisable, async (req) => totpDisable(req.ops, req.body));
  serve(app, CALLS.opsApiKeys, async (req) => apiKeys(req.ops));
  serve(app, CALLS.opsCreateApiKey, async (req) => createApiKey(req.ops, req.body.name));
  serve(app, CALLS.opsRevokeApiKey, async (req) => revokeApiKey(req.ops, req.params.id));

  serve(app, CALLS.opsOperators, async (req) => listOperators(req.ops, opsMerchantOf(req)));
  serve(app, CALLS.opsCreateOperator, async (req) => createOperator(req.ops, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsUpdateOperator, async (req) => updateOperator(req.ops, opsMerchantOf(req), req.params.id, req.body));
  serve(app, CALLS.opsSecuritySettings, async (req) => securitySettings(opsMerchantOf(req)));
  serve(app, CALLS.opsUpdateSecuritySettings, async (req) => updateSecuritySettings(req.ops, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsAudit, async (req) => auditPage(req.ops.db, opsMerchantOf(req), req.query));
};
