export { badgeText } from '../../../shared/format/badge-text';
