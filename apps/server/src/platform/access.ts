import type { FastifyRequest } from 'fastify';
import { ErrorCode, SystemStatusCode } from '@wps/contract';
import type { Merchant } from '../db/schema.js';
import { createIpMatcher } from './cidr.js';
import { AppError } from './envelope.js';
import { clientCountry, clientIp } from './request-context.js';

export interface Access {
  maintenance: boolean;
  regionRestricted: boolean;
  /** SystemStatusCode: maintenance wins when both apply (spec part 2 s2 "System status pages"). */
  status: 0 | 1 | 2;
  ip: string;
  country: string | null;
}

// Cached merchant rows are reused across requests, so their parsed block lists are too.
const matchers = new WeakMap<readonly string[], (ip: string) => boolean>();
function ipBlocked(list: readonly string[], ip: string): boolean {
  let match = matchers.get(list);
  if (!match) {
    match = createIpMatcher(list);
    matchers.set(list, match);
  }
  return match(ip);
}

export function evaluateAccess(merchant: Merchant, ip: string, country: string | null): Access {
  const regionRestricted =
    ipBlocked(merchant.blockedIps, ip) || (country !== null && merchant.blockedCountries.includes(country));
  const status = merchant.maintenance
    ? SystemStatusCode.maintenance
    : regionRestricted
      ? SystemStatusCode.regionRestricted
      : SystemStatusCode.normal;
  return { maintenance: merchant.maintenance, regionRestricted, status, ip, country };
}

export function requestAccess(request: FastifyRequest): Access {
  return evaluateAccess(request.merchant, clientIp(request), clientCountry(request));
}

/**
 * The maintenance / region gate in front of every /wps call except /wps/system/* (the status call must answer so
 * the client can show the right page).
 */
export async function accessGate(request: FastifyRequest): Promise<void> {
  const access = requestAccess(request);
  if (access.maintenance) throw new AppError(ErrorCode.MAINTENANCE);
  if (access.regionRestricted) throw new AppError(ErrorCode.REGION_RESTRICTED);
}
