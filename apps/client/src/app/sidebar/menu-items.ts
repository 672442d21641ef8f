export { visibleMenuItems, type MenuItem } from '../../shared/system/menu-items';
