import { BADGE_CAP, REWARD_BADGE_CAP } from '@wps/contract/lite';
import { badgeText } from '../../../shared/format/badge-text';
import { IconChevron } from '../../../shared/ui/icons';
import { useMemberTranslation } from '../i18n';
import type { CentreEntry, CentreLook, CentreSection, EntryId } from './centre-rules';
import { EntryIcon } from './centre-icons';

/** Translation key of each entry: the sidebar's global keys where they exist, the centre's own otherwise. */
const LABEL_KEYS: Record<EntryId, string> = {
  bet_record: 'bet_record',
  transaction_record: 'transaction_record',
  profit_and_loss: 'profit_and_loss',
  reward_center: 'reward_center',
  points_mall: 'points_mall',
  security_center: 'security_center',
  change_password: 'mn_change_login_password',
  messages: 'messages',
  vip_club: 'vip_club',
  promotions: 'promotions',
  invite_friends: 'mc_invite_friends',
  settings: 'mc_settings',
  responsible_gaming: 'nav_responsible_gaming',
  app_download: 'app_download',
  customer_service: 'customer_service',
  feedback: 'mc_feedback',
  agent_centre: 'mc_agent_centre',
  agent_salary: 'mc_agent_salary',
  agent_dividend: 'mc_agent_dividend',
  agent_hourly: 'mc_agent_hourly',
};

/** Entries that carry a count: its cap and the word said after it ("Messages 3 unread", "Reward centre 2 to claim"). */
const BADGES: Partial<Record<EntryId, { cap: number; suffix: string }>> = {
  messages: { cap: BADGE_CAP, suffix: 'mc_unread_suffix' },
  reward_center: { cap: REWARD_BADGE_CAP, suffix: 'mc_rewards_waiting_suffix' },
};

const SECTION_KEYS: Record<CentreSection['id'], string> = {
  account: 'mc_section_account',
  services: 'mc_section_services',
  agent: 'mc_section_agent',
  help: 'mc_section_help',
};

/**
 * The entry lists: grouped rows in the classic look, icon tiles in the card look. `counts`: the badge of the entries
 * that have one (unread messages, rewards waiting).
 */
export function EntrySections({
  look,
  sections,
  counts,
  onOpen,
}: {
  look: CentreLook;
  sections: CentreSection[];
  counts: Partial<Record<EntryId, number>>;
  onOpen: (entry: CentreEntry) => void;
}) {
  const { t } = useMemberTranslation();
  return (
    <>
      {sections.map((s) => (
        <section key={s.id} className={`mc-section mc-${look}`} aria-labelledby={`mc-h-${s.id}`} data-testid={`mc-section-${s.id}`}>
          <h2 id={`mc-h-${s.id}`} className="mc-section-title">
            {t(SECTION_KEYS[s.id])}
          </h2>
          <ul className={look === 'cards' ? 'mc-grid' : 'mc-rows'} data-testid={look === 'cards' ? 'mc-entry-grid' : 'mc-entry-rows'}>
            {s.entries.map((e) => {
              const label = t(LABEL_KEYS[e.id]);
              const counted = BADGES[e.id];
              const badge = counted ? badgeText(counts[e.id] ?? 0, counted.cap) : null;
              return (
                <li key={e.id}>
                  <button
                    type="button"
                    className={look === 'cards' ? 'mc-tile' : 'mc-row'}
                    data-entry={e.id}
                    onClick={() => onOpen(e)}
                  >
                    <span className="mc-icon">
                      <EntryIcon id={e.id} size={22} />
                    </span>
                    <span className="mc-label">{label}</span>
                    {/* After the label in the document (the name reads "Messages 3 unread"); the card look places it
                        on the icon's corner. */}
                    {badge ? (
                      <span className={look === 'cards' ? 'mc-badge mc-badge-corner' : 'mc-badge mc-badge-inline'} data-testid={`mc-badge-${e.id}`}>
                        {badge}
                      </span>
                    ) : null}
                    {/* The name is the visible text, then this word: "Messages 3 unread" (voice control says what it sees). */}
                    {badge && counted ? <span className="sr-only">{t(counted.suffix)}</span> : null}
                    {look === 'classic' ? <IconChevron size={18} /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
