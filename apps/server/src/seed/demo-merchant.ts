import { LANGUAGE_CODES, NICKNAME_RULE, REGISTER_FIELDS, type FieldRule, type RegisterField, type WhitelabelNode } from '@wps/contract';
import type { NewMerchant } from '../db/schema.js';

/**
 * The demo merchant, seeded on every start when absent (operators change it later through the ops API; the seed
 * never overwrites). Read this file to see what a tenant's settings look like.
 */

const node = (modId: string, on: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes,
});

/** Registration and login switches (spec part 1 s3 "Configuration flags"). */
const whitelabel: WhitelabelNode[] = [
  node('REGISTER3', true, [
    node('USERNAMEREG3', true),
    node('MOBILENUMREG3', true),
    node('REGMOBVERF3', true),
    node('MOBILENUMPASSREG3', true),
    node('DIRECTREG3', true),
  ]),
  node('LOGIN3', true, [node('MOBILEVERCODELOGIN3', true), node('FACEBOOKLOGIN3', false), node('GOOGLELOGIN3', false)]),
  node('CBS3', true),
  node('REFERRAL3', true),
];

/** Sidebar member menu: the six module keys of part 1 s2, all on. */
const menu: WhitelabelNode[] = [
  node('MEMBERMENU3', true, [
    node('TRANSBETREPMEM3', true),
    node('TRANSREC3', true),
    node('PERSREP', true),
    node('REWCEN3', true),
    node('PTSYS3', true),
    node('SECPRIV', true),
  ]),
];

const rule = (acceptedPattern: string, minLength: number, maxLength: number, required = false): FieldRule => ({
  acceptedPattern,
  minLength,
  maxLength,
  enabled: true,
  required,
});

/** Register field rules; the client checks each filled field against its pattern and lengths. */
const registerRules: Record<RegisterField, FieldRule> = {
  username: rule('^[A-Za-z0-9_]+$', 4, 16, true),
  password: rule('^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]+$', 6, 20, true),
  confirmPassword: rule('^[\\x21-\\x7E]+$', 6, 20, true),
  paymentPassword: { ...rule('^\\d+$', 6, 6), enabled: false },
  affiliateCode: rule('^[A-Za-z0-9]+$', 4, 20),
  recommenderId: { ...rule('^[A-Za-z0-9]+$', 4, 20), enabled: false },
  // The contract's own nickname rule (also the personal settings'), so both screens say the same.
  nickname: rule(NICKNAME_RULE.acceptedPattern, NICKNAME_RULE.minLength, NICKNAME_RULE.maxLength),
  payeeName: { ...rule('^[^<>&"\'0-9]+$', 2, 50), enabled: false },
  email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 6, 254),
  mobileNum: rule('^\\d+$', 6, 20),
  idNumber: { ...rule('^[A-Za-z0-9-]+$', 6, 30), enabled: false },
  qqNum: { ...rule('^\\d+$', 5, 12), enabled: false },
  facebook: { ...rule('^[\\w.]+$', 5, 50), enabled: false },
  wechat: { ...rule('^[A-Za-z][\\w-]+$', 6, 20), enabled: false },
  line: { ...rule('^[\\w.-]+$', 4, 20), enabled: false },
  whatsapp: { ...rule('^\\+?\\d+$', 6, 20), enabled: false },
  zalo: { ...rule('^\\d+$', 6, 20), enabled: false },
  captcha: rule('^\\d{6}$', 6, 6),
  verificationCode: rule('^\\d+$', 4, 10),
  birthday: { ...rule('^\\d{4}-\\d{2}-\\d{2}$', 10, 10), enabled: false },
};
// Every contract field has a rule: the compiler checks the keys, this checks nobody drops one later.
if (REGISTER_FIELDS.some((f) => !(f in registerRules))) throw new Error('demo register rules incomplete');

/**
 * Deposits and withdrawals from 20,000.00 (minor units) take a second operator (dual approval, issue 33 item 28): the
 * demo shows the control on, not off; the e2e journeys that approve more do the second approval with another operator.
 */
export const DEMO_DUAL_APPROVAL_THRESHOLD = 2_000_000n;

export const DEMO_MERCHANT = {
  code: 'demo',
  name: 'WPS Demo',
  defaultLanguage: 'EN',
  // The demo offers every language the client is translated into.
  supportedLanguages: [...LANGUAGE_CODES],
  currency: 'CNY',
  currencySymbol: '￥',
  dualApprovalThreshold: DEMO_DUAL_APPROVAL_THRESHOLD,
  maintenance: false,
  maintenanceMessage: null,
  blockedCountries: [],
  blockedIps: [],
  whitelabel,
  menu,
  mobileTemplate: {
    app_background: '#0f1923',
    app_desc: 'Play anywhere. Install the WPS Demo app.',
    app_desc_font_color: '#ffffff',
    mem_cen: '1',
    dep_func: '1',
    primary_color: '#f5a623',
    css_name: 'default',
  },
  // Demo channels on reserved or placeholder addresses: real links, no real desk behind them (live chat is its own issue).
  customerService: [
    { title: 'CS', path: 'mailto:support@wps-demo.example', resourceType: 'CS' },
    { title: 'whatsapp', path: 'https://wa.me/10000000000', resourceType: 'WHATSAPP' },
    { title: 'telegram', path: 'https://t.me/wps_demo_support', resourceType: 'TELEGRAM' },
  ],
  resources: [
    { resourceType: 'WHATSAPP', url: 'https://wa.me/10000000000' },
    { resourceType: 'TELEGRAM', url: 'https://t.me/wps_demo' },
    // Served by modules/app-download (generated). No IOS, Android or MOBILECONFIG: the demo has no real app to ship.
    { resourceType: 'AppDownloadIcon', url: '/static/images/demo/app/icon-96.png' },
  ],
  paths: { home: '/m/home', login: '/m/login', register: '/m/register' },
  // The country's dialing code is where every mobile-number field starts (the demo's currency is the yuan).
  registerSettings: { fields: registerRules, minimumAge: 18, captchaRequired: false, country: { code: 'CN', dialingCode: '+86' } },
  imageCdns: ['/static/images'],
  mainDomain: 'localhost',
  liveModel: false,
} satisfies NewMerchant;

export const DEMO_HOSTS = ['localhost', '127.0.0.1'];

export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_MEMBERS = [
  { username: 'demo01', nickname: 'Lucky Demo', type: 0, clubLabel: 'VIP 1', openingBalance: 100_000n },
  { username: 'agent01', nickname: null, type: 1, clubLabel: null, openingBalance: 0n },
] as const;
