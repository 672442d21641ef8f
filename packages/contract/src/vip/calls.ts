import { defineCalls } from '../call.js';
import { OpsMerchantParamsSchema } from '../common.js';
import {
  OpsVipLevelListSchema,
  OpsVipLevelParamsSchema,
  OpsVipLevelSchema,
  OpsVipLevelUpdateSchema,
  VipLevelsSchema,
  VipProgressSchema,
} from './schemas.js';

export const vipCalls = defineCalls('vip', {
  vipLevels: { method: 'GET', path: '/wps/relay/MCSFE_getVipLevels', access: 'visitor', answer: VipLevelsSchema },
  vipProgress: { method: 'GET', path: '/wps/relay/MCSFE_getVipProgress', access: 'member', answer: VipProgressSchema },

  opsVipLevels: {
    method: 'GET',
    path: '/ops/merchants/:code/vip-levels',
    access: 'operator',
    roles: ['content'],
    params: OpsMerchantParamsSchema,
    answer: OpsVipLevelListSchema,
    summary: 'VIP levels with every setting',
  },
  opsUpdateVipLevel: {
    method: 'PUT',
    path: '/ops/merchants/:code/vip-levels/:level',
    access: 'operator',
    roles: ['content'],
    params: OpsVipLevelParamsSchema,
    body: OpsVipLevelUpdateSchema,
    answer: OpsVipLevelSchema,
    summary: 'Change a level (thresholds stay increasing with the level)',
  },
});
