

export const WITHDRAW_STATUSES = ['pending', 'success', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];
