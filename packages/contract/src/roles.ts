/** Member-type rules. The spec has two agent readings; each is named for where it applies. */
export const MemberType = { member: 0, agent: 1, trial: 4 } as const;

export const isTrial = (type: number): boolean => type === 4;

/** Types 0, 1, 2 pass the free check. */
export const passesFreeCheck = (type: number): boolean => type === 0 || type === 1 || type === 2;

/** Agent reading used by VIP and the bottom menu: types 1, 2, 41, 42. */
export const isAgentForMenus = (type: number): boolean => [1, 2, 41, 42].includes(type);

/** Agent reading used by the home contract prompt: any type not among 4, 40, 41, 42. */
export const isAgentForContractPrompt = (type: number): boolean => ![4, 40, 41, 42].includes(type);

/**
 * Referral shortcut (part 1 s6, part 2 "Promotions"): only while the referral promotion is on, and then for a visitor
 * (type null) or a member who is not an agent. "Agent" here is the menus reading (types 1, 2, 41, 42): the shortcut is
 * a menu entry of home and the member centre, the places that reading governs; the contract-prompt reading (any type
 * but 4, 40, 41, 42) would hide it from every ordinary member (type 0). The server's referral rewards use the same
 * reading for inviters.
 */
export const showsReferralShortcut = (referralOn: boolean, type: number | null): boolean =>
  referralOn && (type === null || !isAgentForMenus(type));
