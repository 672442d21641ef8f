import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { serve } from '../../platform/serve.js';
import { vipBenefits } from './benefits-service.js';
import { listLevels, progress } from './service.js';

export const vipPlayerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.vipLevels, async (req) => listLevels(app.db, req.merchant, req.language));
  serve(app, CALLS.vipProgress, async (req) => progress(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.vipBenefits, async (req) => vipBenefits(app.db, req.merchant, req.auth.memberId));
};
