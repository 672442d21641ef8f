import { Icon, pathIcon, type IconProps } from '../../../shared/ui/icons';
import type { EntryId } from './centre-rules';

// The centre's icons live with it: icons in shared/ui/icons.tsx land in the first load.

/** Each entry's drawing, as path data. */
const shapes: Record<EntryId, string> = {
  bet_record: 'M6 3h12a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2zM8 8h8M8 12h8M8 16h5',
  transaction_record: 'M4 8h13l-3-3M20 16H7l3 3',
  profit_and_loss: 'M4 20V4M4 20h16M8 15l4-4 3 3 5-6',
  reward_center: 'M4 9h16a1 1 0 0 1 1 1v2a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1v-2a1 1 0 0 1 1 -1zM5 13v7h14v-7M12 9v11M12 9S10.5 4 8 5s0 4 4 4c4 0 6.5-3 4-4s-4 4-4 4',
  points_mall: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  security_center: 'M12 3 4.5 6v5.5c0 4.6 3.2 8.1 7.5 9.5 4.3-1.4 7.5-4.9 7.5-9.5V6zM9 12l2 2 4-4',
  change_password: 'M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1 -1 1h-12a1 1 0 0 1 -1 -1v-8a1 1 0 0 1 1 -1zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  messages: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2zM3.5 6.5l8.5 6.5 8.5-6.5',
  vip_club: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  promotions: 'M3 12V4h8l10 10-8 8zM6 8.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0',
  invite_friends: 'M5.5 8a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0M2.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6',
  settings: 'M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1',
  // A heart held in a hand: care for one's own play (issue 29).
  responsible_gaming: 'M12 11.5l-3.2-3.1a2.1 2.1 0 0 1 3-3l.2.2.2-.2a2.1 2.1 0 0 1 3 3zM3 14h3l3.5 2.5h5.5a1.5 1.5 0 0 0 0-3h-3M6 20h8.5l6.5-5',
  app_download: 'M8.5 2.5h7a2.5 2.5 0 0 1 2.5 2.5v14a2.5 2.5 0 0 1 -2.5 2.5h-7a2.5 2.5 0 0 1 -2.5 -2.5v-14a2.5 2.5 0 0 1 2.5 -2.5zM12 7v7M9 11l3 3 3-3M10.5 18.5h3',
  customer_service: 'M4 14v-2a8 8 0 0 1 16 0v2M4.5 14h1a1.5 1.5 0 0 1 1.5 1.5v3a1.5 1.5 0 0 1 -1.5 1.5h-1a1.5 1.5 0 0 1 -1.5 -1.5v-3a1.5 1.5 0 0 1 1.5 -1.5zM18.5 14h1a1.5 1.5 0 0 1 1.5 1.5v3a1.5 1.5 0 0 1 -1.5 1.5h-1a1.5 1.5 0 0 1 -1.5 -1.5v-3a1.5 1.5 0 0 1 1.5 -1.5z',
  // A speech bubble with a pencil line: a written message to the support team (issue 31).
  feedback: 'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1 -1 1h-9l-5 4v-4h-2a1 1 0 0 1 -1 -1v-10a1 1 0 0 1 1 -1zM8 11h8M8 8h5',
  agent_centre: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  agent_salary: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h4',
  agent_dividend: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 3v9l6.5 6.2',
  agent_hourly: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 7v5l3 2',
};

export const EntryIcon = ({ id, ...p }: IconProps & { id: EntryId }) => <Icon {...p} d={shapes[id]} />;

export const IconRefresh = pathIcon('M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7');
export const IconEye = pathIcon('M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0');
export const IconEyeOff = pathIcon('M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2');
export const IconDeposit = pathIcon('M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 7.5v9M7.5 12h9');
export const IconWithdraw = pathIcon('M12 15V3M7.5 7.5 12 3l4.5 4.5M4 14v5a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5');
export const IconLogout = pathIcon('M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 8l-4 4 4 4M6 12h10');
export const IconMoon = pathIcon('M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z');
export const IconStar = pathIcon('M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z');
