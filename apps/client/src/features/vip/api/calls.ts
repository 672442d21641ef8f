import type { VipLevel, VipProgress } from '@wps/contract';

// The VIP feature's calls, added to the API client's table by module augmentation (see shared/api/client.ts).
declare module '../../../shared/api/client' {
  interface CallValues {
    vipLevels: VipLevel[];
    vipProgress: VipProgress;
  }
}
