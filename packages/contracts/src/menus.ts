import type { Labels } from './locales.js';
import { PORTAL_PAGES } from './pages.js';

/** Menu codes a private deployment removes, with everything below them (spec §2, §6: quote and order-manage routes). */
export const PRIVATE_DEPLOYMENT_REMOVED_CODES: readonly string[] = ['Client:Quote', PORTAL_PAGES.orderManage.menuCode];

/** 1 is a menu entry or folder, 2 a hidden page (reachable, not in the menu), 3 a button permission. */
export const MENU_TYPES = { Menu: 1, Hidden: 2, Button: 3 } as const;

/** A node of the menu tree GetPermissions answers (its schema is identity.ts's menuItemSchema). */
export interface MenuItem {
  Code: string;
  Name: string;
  Labels: Labels;
  Url: string;
  Icon: string;
  MenuType: 1 | 2 | 3;
  hidden: boolean;
  Sort: number;
  Children: MenuItem[];
}
