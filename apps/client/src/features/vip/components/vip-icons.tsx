import { pathIcon } from '../../../shared/ui/icons';

// Icons only the VIP club uses: they stay in its lazy chunk.

export const IconCrown = pathIcon('M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z');
export const IconGift = pathIcon('M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0');
export const IconStar = pathIcon('M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z');
