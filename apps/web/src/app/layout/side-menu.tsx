import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PAGE_PATHS } from '../../config/page-paths';
import { buildSideMenu, type SideMenuEntry } from '../../features/permission/menu-tree';
import { usePermittedTree } from '../../features/permission/route-access';
import { useLanguageStore } from '../../stores/language-store';

type MenuItems = NonNullable<MenuProps['items']>;

function toMenuItems(entries: readonly SideMenuEntry[]): MenuItems {
  return entries.map(({ key, label, children }) =>
    children ? { key, label, children: toMenuItems(children) } : { key, label },
  );
}

function folderKeys(entries: readonly SideMenuEntry[]): string[] {
  return entries.flatMap((entry) => (entry.children ? [entry.key, ...folderKeys(entry.children)] : []));
}

/** The side menu from the server's permission tree, in the UI language; folders start open. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const tree = usePermittedTree();
  const language = useLanguageStore((state) => state.language);
  const location = useLocation();
  const navigate = useNavigate();
  const entries = useMemo(() => buildSideMenu(tree, PAGE_PATHS, language), [tree, language]);

  return (
    <Menu
      mode="inline"
      inlineIndent={16}
      items={toMenuItems(entries)}
      selectedKeys={[location.pathname]}
      defaultOpenKeys={folderKeys(entries)}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none' }}
      data-testid="side-menu"
    />
  );
}
