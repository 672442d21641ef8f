import { BADGE_CAP } from '@wps/contract/lite';
import './unread-badge.css';
import { badgeText } from './badge-text';

/** Red count badge: hidden at zero, "99+" above the cap (spec part 2 s9). */
export function UnreadBadge({ count, testId }: { count: number; testId?: string }) {
  const text = badgeText(count, BADGE_CAP);
  if (!text) return null;
  return (
    <span className="msg-badge" data-testid={testId} aria-hidden="true">
      {text}
    </span>
  );
}
