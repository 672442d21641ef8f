import { pathIcon } from '../../../shared/ui/icons';

// The message screens' icons live with them: icons in shared/ui/icons.tsx land in the first load.

export const IconBell = pathIcon('M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0');
export const IconMail = pathIcon('M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2zM3.5 6.5l8.5 6.5 8.5-6.5');
export const IconMegaphone = pathIcon('M3 10v4h3l8 4V6L6 10zM17 9a4 4 0 0 1 0 6M7 14l1 5h2.5l-1-4.5');
export const IconSend = pathIcon('M21 3 3 10.5l7 2.5 2.5 7zM10 13l4.5-4.5');
export const IconHeadset = pathIcon('M4 14v-2a8 8 0 0 1 16 0v2M4.5 14h1a1.5 1.5 0 0 1 1.5 1.5v3a1.5 1.5 0 0 1 -1.5 1.5h-1a1.5 1.5 0 0 1 -1.5 -1.5v-3a1.5 1.5 0 0 1 1.5 -1.5zM18.5 14h1a1.5 1.5 0 0 1 1.5 1.5v3a1.5 1.5 0 0 1 -1.5 1.5h-1a1.5 1.5 0 0 1 -1.5 -1.5v-3a1.5 1.5 0 0 1 1.5 -1.5zM19 20a3 3 0 0 1-3 2h-3');
