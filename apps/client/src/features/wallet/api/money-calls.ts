import type {
  AcceptPromoResult,
  BetRecordPage,
  Bank,
  BankCard,
  BindBankCard,
  DepositChannel,
  DepositOrder,
  DepositPage,
  DepositPromo,
  DepositRequest,
  DepositStart,
  EncryptedBody,
  Pnl,
  SecurityConfig,
  TransactionPage,
  TxCodeList,
  WalletGcs,
  WalletTransferRequest,
  WithdrawInfo,
  WithdrawOrder,
  WithdrawPage,
} from '@wps/contract';

// The money calls, added to the API client's table by module augmentation (see shared/api/client.ts).
declare module '../../../shared/api/client' {
  interface CallValues {
    walletTransfer: WalletGcs;
    txCodeList: TxCodeList;
    memberTransaction: TransactionPage;
    memPnl: Pnl;
    betRecord: BetRecordPage;
    depositBanks: DepositChannel[];
    depositPromos: DepositPromo[];
    acceptPromo: AcceptPromoResult;
    depositManual: DepositStart;
    depositGateway: DepositStart;
    depositOrder: DepositOrder;
    depositReport: DepositPage;
    withdrawBanks: Bank[];
    bankCards: BankCard[];
    bindBankCard: BankCard;
    hasWithdrawalPassword: boolean;
    paymentPassword: null;
    paymentPasswordReset: null;
    withdrawInfo: WithdrawInfo;
    withdraw: WithdrawOrder;
    withdrawReport: WithdrawPage;
    securityConfig: SecurityConfig;
    setNickname: null;
    setEmail: null;
    setPayeeName: null;
  }
  interface CallBodies {
    walletTransfer: WalletTransferRequest;
    acceptPromo: { promoId: number; amount: string };
    depositManual: DepositRequest;
    depositGateway: DepositRequest;
    bindBankCard: BindBankCard;
    /** Encrypted (shared/api/body-crypto.ts): these carry passwords. */
    paymentPassword: EncryptedBody;
    paymentPasswordReset: EncryptedBody;
    withdraw: EncryptedBody;
    setNickname: { nickname: string };
    setEmail: { email: string };
    setPayeeName: { payeeName: string };
  }
}

/** A fresh idempotency key for one money request; a retry of the same submit reuses it. */
export const newRequestId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
