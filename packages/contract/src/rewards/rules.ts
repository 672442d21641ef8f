// The reward centre (issue 14), zod-free so the client's first load can use it.

/** Rewards waiting in the receiving centre, by counter key (spec part 2 s2: the receiving-centre count is their sum). */
export const REWARD_KINDS = ['MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION_MANUAL', 'TICKET'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** A reward waits to be claimed, was claimed (paid into the wallet), or closed unclaimed when it expired. */
export const REWARD_STATUSES = ['claimable', 'claimed', 'expired'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** Which list of the reward centre: waiting rewards, or the history of claimed and expired ones. */
export const REWARD_LISTS = ['waiting', 'history'] as const;
export type RewardListName = (typeof REWARD_LISTS)[number];

/** Days a reward waits to be claimed unless its issuer says otherwise. */
export const REWARD_DEFAULT_DAYS = 30;
export const REWARD_PAGE_SIZE = 20;
/** The counter badge shows at most this many ("99+" above). */
export const REWARD_BADGE_CAP = 99;
