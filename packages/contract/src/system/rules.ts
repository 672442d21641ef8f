

/** Whitelabel / menu tree node as the original platform sends it; the client flattens it to { MODID: boolean }. */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}
/** Flatten a whitelabel tree: a child is on only when it and every ancestor are on. */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[], parentOn = true): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const n of nodes) {
    const on = parentOn && n.enabled === '1';
    out[n.modId] = on;
    Object.assign(out, flattenWhitelabel(n.childrenNodes, on));
  }
  return out;
}

/** Whitelabel flags named by the spec. */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'CBS3',
  // The spec names no key for "the referral promotion is enabled"; this switch is ours (issue 4).
  'REFERRAL3',
] as const;

/** Sidebar menu items and their module keys (part 1 s2). */
export const MENU_MODULES = [
  { key: 'TRANSBETREPMEM3', item: 'bet_record', path: '/m/gameRecord' },
  { key: 'TRANSREC3', item: 'transaction_record', path: '/m/transaction/record' },
  { key: 'PERSREP', item: 'profit_and_loss', path: '/m/profitandloss' },
  { key: 'REWCEN3', item: 'reward_center', path: '/m/rewardCenter' },
  { key: 'PTSYS3', item: 'points_mall', path: '/m/mall/mallHome' },
  { key: 'SECPRIV', item: 'security_center', path: '/m/securityCenter' },
] as const;

export const RESOURCE_TYPES = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'TELEGRAM',
  'SpeedTest',
  'WHATSAPP',
  'AFFILIATELINK',
] as const;

/**
 * Whether an operator's link is one the site may open: a web address (a resource may also be a path of this site,
 * like the generated app icon), and for a customer-service channel an e-mail or phone link too. Anything else
 * (javascript:, data:, a bare host name) is no link, so a bad setting can never run in the page.
 */
export function isSiteLink(url: string, kind: 'resource' | 'service'): boolean {
  const u = url.trim();
  if (/^https?:\/\/[^/\s]+\S*$/i.test(u)) return true;
  if (kind === 'resource') return /^\/(?!\/)\S*$/.test(u);
  return /^(mailto:[^@\s]+@[^@\s]+|tel:\+?[\d\s().-]{3,})$/i.test(u);
}

export const SystemStatusCode = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
