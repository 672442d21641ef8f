import { defineCalls } from '../call.js';
import { VipLevelsSchema, VipProgressSchema } from './schemas.js';

export const vipCalls = defineCalls('vip', {
  vipLevels: { method: 'GET', path: '/wps/relay/MCSFE_getVipLevels', access: 'visitor', answer: VipLevelsSchema },
  vipProgress: { method: 'GET', path: '/wps/relay/MCSFE_getVipProgress', access: 'member', answer: VipProgressSchema },
});
