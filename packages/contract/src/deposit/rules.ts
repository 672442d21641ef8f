

export const DEPOSIT_STATUSES = ['pending', 'success', 'failed', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
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
