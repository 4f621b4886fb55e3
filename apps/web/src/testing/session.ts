import type { ClientUser, Labels, MenuItem, PortalConfig, UserInfo } from '@portside/contracts';
import { setToken } from '../lib/auth-token';
import { usePermissionStore } from '../stores/permission-store';
import { useUserStore } from '../stores/user-store';

/** The portal config of the direct-customer demo host (what GetPortalConfig answers on localhost). */
export const TEST_PORTAL_CONFIG: PortalConfig = {
  Variant: 'direct',
  TokenCookieName: 'FOBCUSTOMERACCESSTOKEN',
  EnvTokenCookieName: 'PORTSIDEaccessToken',
  IsFobAgentClient: false,
  LogoUrl: '/logo-direct.svg',
  TitleKind: 'branded',
  IsPrivateDeployment: false,
  PasswordMinLength: 10,
  SmsResendSeconds: 60,
};

const labels = (english: string): Labels => ({
  'zh-CN': `${english} (zh)`,
  'en-US': english,
  'fr-FR': `${english} (fr)`,
  'de-DE': `${english} (de)`,
});

/** A node of a permission tree as GetPermissions answers it. */
export function menuItem(
  Code: string,
  english: string,
  Url: string,
  MenuType: MenuItem['MenuType'] = 1,
  Children: MenuItem[] = [],
): MenuItem {
  return { Code, Name: english, Labels: labels(english), Url, Icon: '', MenuType, hidden: false, Sort: 0, Children };
}

export const button = (Code: string) => menuItem(Code, Code, '', 3);

/** The tree of a client admin: dashboard with a hidden page, cargo status, and account management with its buttons. */
export const CLIENT_ADMIN_TREE: MenuItem[] = [
  menuItem('FOB:Client:Dashboard', 'Dashboard', '/dashboard/index', 1, [
    menuItem('FOB:Client:Dashboard:MsgHistory', 'Message history', '/dashboard/msgHistory', 2),
  ]),
  menuItem('CargoStatus', 'Cargo status', '/cargoStatus', 1, [
    menuItem('CargoStatus:ClearanceFiles', 'Clearance files', '/cargoStatus/clearanceFiles'),
  ]),
  menuItem('Client:Quote', 'Quotes', '/quote', 1, [menuItem('Client:Quote:Enquiry', 'Enquiries', '/quote/enquiry')]),
  menuItem('Client:Order', 'Orders', '/order', 1, [menuItem('Client:Order:Manage', 'Order list', '/order/manage')]),
  menuItem('Setting', 'Settings', '/systemConfig', 1, [
    menuItem('Setting:UserManage', 'Account management', '/systemConfig/userManage', 1, [
      button('UserManage:Create'),
      button('UserManage:Enable'),
      button('UserManage:ResetPassword'),
      button('UserManage:Grant'),
    ]),
  ]),
];

/**
 * The client admin's tree with `pages` added to its cargo status folder. A second top-level folder
 * with the same code would give the side menu two entries with one key.
 */
export function clientAdminTreeWithCargo(pages: MenuItem[]): MenuItem[] {
  return CLIENT_ADMIN_TREE.map((item) =>
    item.Code === 'CargoStatus' ? { ...item, Children: [...item.Children, ...pages] } : item,
  );
}

/** A sub-account granted only the dashboard and cargo status. */
export const CLIENT_VIEWER_TREE: MenuItem[] = CLIENT_ADMIN_TREE.slice(0, 2);

export const STAFF_TREE: MenuItem[] = [
  menuItem('Staff', 'Staff', '/staff', 1, [
    menuItem('Staff:ClientUsers', 'Client accounts', '/staff/clientUsers'),
    menuItem('Staff:Feedback', 'Client feedback', '/staff/feedback'),
  ]),
];

export const DEMO_USER: UserInfo = {
  UserId: '0b8f3c1e-4a51-4c6e-9d7a-2f1b5e8c9a01',
  AccountName: 'demo',
  NameEn: 'Dana Demo',
  Phone: '+8613800138000',
  Role: 'client_admin',
  CompanyId: '6f0c2a9e-1b3d-4e5f-8a7b-9c0d1e2f3a4b',
  CompanyNameEn: 'Acme Trading Ltd.',
  CompanyNameZh: null,
  SalesmanNameEn: 'Sam Sales',
  SalesmanPhone: '+86 21 5555 0100',
  IsFobAgentClient: false,
  IsPrivateCustomer: false,
  WorksByBatch: false,
  IsFromAdmin: false,
};

/** Puts a signed-in session in place, as the login page leaves it. */
export function signIn(userInfo: UserInfo = DEMO_USER, tree: MenuItem[] = CLIENT_ADMIN_TREE, token = 'token'): void {
  setToken(token);
  useUserStore.getState().setUserInfo(userInfo);
  usePermissionStore.getState().setPermissionTree(tree);
}

/** The demo client admin's sub-account as account management lists it. */
export const VIEWER_ACCOUNT: ClientUser = {
  UserId: '2b1c7d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  AccountName: 'demo.viewer',
  NameEn: 'Vera Viewer',
  Phone: '+8613900139000',
  Email: 'vera@example.com',
  Role: 'client_user',
  Enabled: true,
  MenuCodes: ['FOB:Client:Dashboard', 'CargoStatus', 'CargoStatus:NewOrders'],
  CreatedTime: '2025-03-04T05:06:07.000Z',
};
