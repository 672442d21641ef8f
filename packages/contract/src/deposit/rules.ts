

export const DEPOSIT_STATUSES = ['pending', 'success', 'failed', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/**
 * The local demo payment gateway (a sandbox standing in for a real payment provider). It serves and completes only
 * orders of an enabled GATEWAY channel whose sandbox flag is on; real gateway channels are completed only by their
 * provider's signed notification. Pages, not API calls: the sandbox's notification is the `demoGatewayNotify` call.
 */
export const DEMO_GATEWAY = {
  page: '/pay/demo/:orderNo',
  pay: '/pay/demo/:orderNo/pay',
} as const;
