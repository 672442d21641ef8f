import { isAgentForMenus, isTrial, showsReferralShortcut } from '@wps/contract/lite';
import { visibleMenuItems } from '../../../shared/system/menu-items';

/** mobileTemplate.mem_cen (spec part 2 s2 "Money screens"): '1' is the new card look, anything else the classic list. */
export type CentreLook = 'classic' | 'cards';
export const centreLook = (template: { mem_cen?: string } | null | undefined): CentreLook =>
  template?.mem_cen === '1' ? 'cards' : 'classic';

export type EntryId =
  | 'bet_record'
  | 'transaction_record'
  | 'profit_and_loss'
  | 'reward_center'
  | 'points_mall'
  | 'security_center'
  | 'change_password'
  | 'messages'
  | 'vip_club'
  | 'promotions'
  | 'invite_friends'
  | 'settings'
  | 'responsible_gaming'
  | 'app_download'
  | 'customer_service'
  | 'feedback'
  | 'agent_centre'
  | 'agent_salary'
  | 'agent_dividend'
  | 'agent_hourly';

/** memberOnly: a trial user is refused with free_reject instead of being taken there. */
export interface CentreEntry {
  id: EntryId;
  path: string;
  memberOnly: boolean;
}
export type SectionId = 'account' | 'services' | 'agent' | 'help';
export interface CentreSection {
  id: SectionId;
  entries: CentreEntry[];
}

const entry = (id: EntryId, path: string, memberOnly: boolean): CentreEntry => ({ id, path, memberOnly });

/**
 * What the member centre lists for a logged-in user (`type`), the tenant's menu module keys and the referral
 * promotion flag. Visitors never see the centre (they are sent to login), so they get nothing. Empty sections
 * are left out.
 */
export function centreSections(input: {
  type: number | null;
  menuFlags: Readonly<Record<string, boolean>>;
  referralOn: boolean;
}): CentreSection[] {
  const { type, menuFlags, referralOn } = input;
  if (type === null) return [];
  const sections: CentreSection[] = [
    // The six sidebar items (spec part 1 s2), each behind its module key, and the login password (/m/changePsw).
    {
      id: 'account',
      entries: [...visibleMenuItems(menuFlags).map((m) => entry(m.item, m.path, true)), entry('change_password', '/m/changePsw', true)],
    },
    {
      id: 'services',
      entries: [
        // The message centre itself handles trial users (announcements yes, inbox no).
        entry('messages', '/m/message', false),
        entry('vip_club', '/m/vip', false),
        entry('promotions', '/m/activity', false),
        ...(showsReferralShortcut(referralOn, type) ? [entry('invite_friends', '/m/inviteFriends', true)] : []),
        entry('settings', '/m/set', true),
        // Limits, time-out and self-exclusion (issue 29).
        entry('responsible_gaming', '/m/responsibleGaming', true),
      ],
    },
    {
      id: 'agent',
      entries: isAgentForMenus(type)
        ? [
            entry('agent_centre', '/m/agent', true),
            entry('agent_salary', '/m/member/agent/getSalaryContract', true),
            entry('agent_dividend', '/m/member/agent/getDevidendContract', true),
            entry('agent_hourly', '/m/member/agent/getHourContract', true),
          ]
        : [],
    },
    {
      id: 'help',
      // Feedback is answered into the inbox: members only (issue 31).
      entries: [entry('app_download', '/m/app', false), entry('customer_service', '/m/customerService', false), entry('feedback', '/m/feedback', true)],
    },
  ];
  return sections.filter((s) => s.entries.length > 0);
}

/** Whether the centre lists an entry (its badge's count is asked only then). */
export const hasEntry = (sections: CentreSection[], id: EntryId): boolean => sections.some((s) => s.entries.some((e) => e.id === id));

/** Unread total for the messages entry: announcements, inbox (none for trial users) and chat. */
export function unreadTotal(counts: { announcement: number; inbox: number; chat: number } | undefined, type: number): number {
  if (!counts) return 0;
  return counts.announcement + (isTrial(type) ? 0 : counts.inbox) + counts.chat;
}
