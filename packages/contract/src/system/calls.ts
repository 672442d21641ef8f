import { z } from 'zod';
import { defineCalls } from '../call.js';

// TODO(issue 10): schemas of each call (query, body, answer) come from the server's routes.
export const systemCalls = defineCalls('system', {
  systemStatus: { method: 'GET', path: '/wps/system/status', access: 'visitor', answer: z.unknown() },
  systemWhitelabel: { method: 'GET', path: '/wps/system/whitelabel', access: 'visitor', answer: z.unknown() },
  systemConsolidated: { method: 'GET', path: '/wps/system/settings/consolidated', access: 'visitor', answer: z.unknown() },
  systemDomainRoute: { method: 'GET', path: '/wps/system/domainRoute', access: 'visitor', answer: z.unknown() },
  systemCountry: { method: 'GET', path: '/wps/system/country', access: 'visitor', answer: z.unknown() },
  systemRegisterSetting: { method: 'GET', path: '/wps/system/setting/register', access: 'visitor', answer: z.unknown() },
});
