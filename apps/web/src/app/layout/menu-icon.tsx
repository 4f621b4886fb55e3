import {
  AccountBookOutlined,
  AimOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CalculatorOutlined,
  CarOutlined,
  CompassOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileAddOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FormOutlined,
  LineChartOutlined,
  MessageOutlined,
  NodeIndexOutlined,
  NotificationOutlined,
  OrderedListOutlined,
  PieChartOutlined,
  ProfileOutlined,
  ReadOutlined,
  ReconciliationOutlined,
  RollbackOutlined,
  SendOutlined,
  SettingOutlined,
  StockOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The icon names the server's menu tree uses (Icon, spec §3), each imported by itself so the
 * build keeps only these. antd has no ship, plane or train: sea, air and rail get the nearest.
 */
const MENU_ICONS: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  'account-book': AccountBookOutlined,
  aim: AimOutlined,
  air: SendOutlined,
  'bar-chart': BarChartOutlined,
  calculator: CalculatorOutlined,
  car: CarOutlined,
  container: ContainerOutlined,
  'customer-service': CustomerServiceOutlined,
  dashboard: DashboardOutlined,
  environment: EnvironmentOutlined,
  'file-add': FileAddOutlined,
  'file-protect': FileProtectOutlined,
  'file-search': FileSearchOutlined,
  'file-text': FileTextOutlined,
  'folder-open': FolderOpenOutlined,
  form: FormOutlined,
  'line-chart': LineChartOutlined,
  message: MessageOutlined,
  notification: NotificationOutlined,
  'ordered-list': OrderedListOutlined,
  'pie-chart': PieChartOutlined,
  profile: ProfileOutlined,
  rail: NodeIndexOutlined,
  read: ReadOutlined,
  reconciliation: ReconciliationOutlined,
  rollback: RollbackOutlined,
  sea: CompassOutlined,
  setting: SettingOutlined,
  stock: StockOutlined,
  team: TeamOutlined,
  'unordered-list': UnorderedListOutlined,
  user: UserOutlined,
};

/**
 * The icon of a menu entry by the server's name; a name this build does not know gets a generic
 * one. Hidden from assistive technology: the entry is named by its label, not "read Guide".
 */
export function MenuIcon({ name }: { name: string }) {
  const Icon = MENU_ICONS[name] ?? AppstoreOutlined;
  return <Icon aria-hidden />;
}
