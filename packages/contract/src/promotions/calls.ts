import { z } from 'zod';
import { defineCalls } from '../call.js';

// TODO(issue 10): schemas of each call (query, body, answer) come from the server's routes.
export const promotionsCalls = defineCalls('promotions', {
  promotionList: { method: 'GET', path: '/wps/relay/MCSFE_getPromotions', access: 'visitor', answer: z.unknown() },
  promotionDetail: { method: 'GET', path: '/wps/relay/MCSFE_getPromotionDetail', access: 'visitor', answer: z.unknown() },
  promotionJoin: { method: 'POST', path: '/wps/relay/MCSFE_signUpPromotionJoin', access: 'member', answer: z.unknown() },
  requestReward: { method: 'POST', path: '/wps/relay/MCSFE_signUpRequestReward', access: 'member', answer: z.unknown() },
  signInStatus: { method: 'GET', path: '/wps/relay/MCSFE_signInStatus', access: 'member', answer: z.unknown() },
  signIn: { method: 'POST', path: '/wps/relay/MCSFE_signIn', access: 'member', answer: z.unknown() },
});
