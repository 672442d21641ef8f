import type {
  PromotionCard,
  PromotionDetail,
  PromotionJoin,
  RequestReward,
  RewardApplicationResult,
  SignInResult,
  SignInStatus,
} from '@wps/contract';

// The promotions feature's calls, added to the API client's table by module augmentation (see shared/api/client.ts).
declare module '../../../shared/api/client' {
  interface CallValues {
    promotionList: PromotionCard[];
    promotionDetail: PromotionDetail;
    promotionJoin: RewardApplicationResult;
    requestReward: RewardApplicationResult;
    signInStatus: SignInStatus;
    signIn: SignInResult;
  }
  interface CallBodies {
    promotionJoin: PromotionJoin;
    requestReward: RequestReward;
  }
}
