import type { FastifyPluginAsync } from 'fastify';
import { CALLS, type OpsApiKeyCreate, type OpsPasswordChange, type OpsTotpConfirm, type OpsTotpDisable } from '@wps/contract';
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
  proveKeyCreation,
  proveOwnSecrets,
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
  serve(app, CALLS.opsLogin, async (req) => login(app.db, app.fast, req, req.body));
  serve(app, CALLS.opsLogout, async (req) => logout(req.ops));
  serve(app, CALLS.opsMe, async (req) => me(req.ops));
  serve(app, CALLS.opsSessions, async (req) => sessions(req.ops));
  serve(app, CALLS.opsSignOutEverywhere, async (req) => signOutEverywhere(req.ops));
  // Checks of the caller's own password or code run before the call's audited transaction (proveOwnSecrets).
  serve(app, CALLS.opsChangePassword, async (req) => changePassword(req.ops, req.body), {
    preHandler: async (req) => proveOwnSecrets(req, { password: (req.body as OpsPasswordChange).current }),
  });
  serve(app, CALLS.opsTotpSetup, async (req) => totpSetup(req.ops));
  serve(app, CALLS.opsTotpConfirm, async (req) => totpConfirm(req.ops), {
    preHandler: async (req) => proveOwnSecrets(req, { code: (req.body as OpsTotpConfirm).code, pending: true }),
  });
  serve(app, CALLS.opsTotpDisable, async (req) => totpDisable(req.ops), {
    preHandler: async (req) => proveOwnSecrets(req, req.body as OpsTotpDisable),
  });
  serve(app, CALLS.opsApiKeys, async (req) => apiKeys(req.ops));
  serve(app, CALLS.opsCreateApiKey, async (req) => createApiKey(req.ops, req.body.name), {
    preHandler: async (req) => proveKeyCreation(req, (req.body as OpsApiKeyCreate).otp),
  });
  serve(app, CALLS.opsRevokeApiKey, async (req) => revokeApiKey(req.ops, req.params.id));

  serve(app, CALLS.opsOperators, async (req) => listOperators(req.ops, opsMerchantOf(req)));
  serve(app, CALLS.opsCreateOperator, async (req) => createOperator(req.ops, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsUpdateOperator, async (req) => updateOperator(req.ops, opsMerchantOf(req), req.params.id, req.body));
  serve(app, CALLS.opsSecuritySettings, async (req) => securitySettings(opsMerchantOf(req)));
  serve(app, CALLS.opsUpdateSecuritySettings, async (req) => updateSecuritySettings(req.ops, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsAudit, async (req) => auditPage(req.ops.db, opsMerchantOf(req), req.query));
};
