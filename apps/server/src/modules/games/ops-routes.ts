import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { opsGames, opsVendors, updateGame, updateVendor } from './catalogue-ops.js';
import { catalogueCacheOf } from './service.js';

/** The operator's catalogue: games and vendors with their switches (changes clear the catalogue cache). */
export const gamesOpsRoutes: FastifyPluginAsync = async (app) => {
  const cache = catalogueCacheOf(app);
  serve(app, CALLS.opsGames, async (req) => opsGames(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsUpdateGame, async (req) => updateGame(req.ops, cache, opsMerchantOf(req), req.params.id, req.body));
  serve(app, CALLS.opsVendors, async (req) => opsVendors(req.ops.db, opsMerchantOf(req), app.providers.vendors));
  serve(app, CALLS.opsUpdateVendor, async (req) =>
    updateVendor(req.ops, cache, app.providers.vendors, opsMerchantOf(req), req.params.vendor, req.body),
  );
};
