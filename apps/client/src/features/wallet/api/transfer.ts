import { useMutation } from '@tanstack/react-query';
import type { WalletTransferRequest } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { useMoneyChanged } from '../../../shared/query/money-events';

/** GCS_walletTransfer: moves money between the main wallet and a vendor wallet; every money view refreshes after. */
export function useWalletTransferMutation() {
  const moneyChanged = useMoneyChanged();
  return useMutation({
    mutationFn: (body: WalletTransferRequest) => apiCall('walletTransfer', { body }),
    onSuccess: () => void moneyChanged(),
  });
}
