// zod-free money constants: the client's screens and the server share them.

/** Transaction codes of GLS2_TxCodeList: the ledger's `kind` values a member can filter by. */
export const TX_CODES = [
  'deposit',
  'bonus',
  'withdraw_hold',
  'withdraw_release',
  'transfer_out',
  'transfer_in',
  'bet',
  'settle',
  'refund',
  'seed',
] as const;
export type TxCode = (typeof TX_CODES)[number];

export const DEPOSIT_STATUSES = ['pending', 'success', 'failed', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const WITHDRAW_STATUSES = ['pending', 'success', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** The main wallet's name in GCS_walletTransfer. */
export const MAIN_WALLET = 'MAIN';

/**
 * Transfer-type vendors: each keeps a per-member balance that money is moved into before play and back out after
 * (GCS_walletTransfer). Seamless vendors (the in-house games) bet straight on the main wallet.
 */
export const TRANSFER_WALLETS = ['AG', 'PT', 'SABA'] as const;

export const MONEY_LIMITS = {
  /** Records page size (infinite scroll). */
  recordsPage: 20,
  /** Longest date range one records query may cover. */
  recordsMaxDays: 92,
  bankCardsMax: 5,
  paymentPasswordAttempts: 5,
  paymentPasswordLockMinutes: 30,
  withdrawMinMinor: 10_000,
  withdrawMaxMinor: 5_000_000,
} as const;

/** Operator API of the money domain (header X-Ops-Token), used by `npm run ops` and the end-to-end tests. */
export const MONEY_OPS_CALLS = {
  deposits: { method: 'GET', path: '/ops/merchants/:code/deposits' },
  approveDeposit: { method: 'POST', path: '/ops/merchants/:code/deposits/:orderNo/approve' },
  rejectDeposit: { method: 'POST', path: '/ops/merchants/:code/deposits/:orderNo/reject' },
  withdrawals: { method: 'GET', path: '/ops/merchants/:code/withdrawals' },
  approveWithdrawal: { method: 'POST', path: '/ops/merchants/:code/withdrawals/:orderNo/approve' },
  rejectWithdrawal: { method: 'POST', path: '/ops/merchants/:code/withdrawals/:orderNo/reject' },
  reconcile: { method: 'GET', path: '/ops/merchants/:code/reconcile' },
  /** Every deposit channel of the merchant, enabled or not, with its sandbox flag. */
  depositChannels: { method: 'GET', path: '/ops/merchants/:code/deposit-channels' },
  /** Switches a channel on or off, and a GATEWAY channel's sandbox flag (body: { enabled?, sandbox? }). */
  depositChannel: { method: 'PUT', path: '/ops/merchants/:code/deposit-channels/:channelCode' },
} as const;

/**
 * The local demo payment gateway (a sandbox standing in for a real payment provider). It serves and completes only
 * orders of an enabled GATEWAY channel whose sandbox flag is on; real gateway channels are completed only by their
 * provider's signed notification.
 */
export const DEMO_GATEWAY = {
  page: '/pay/demo/:orderNo',
  pay: '/pay/demo/:orderNo/pay',
  notify: '/wps/payment/demo/notify',
} as const;
