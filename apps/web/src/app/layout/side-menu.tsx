import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buildSideMenu, menuTrail, type SideMenuEntry, searchableRoutes } from '../../shared/permissions/menu-tree';
import { usePermittedTree } from '../../shared/permissions/route-access';
import { useLanguageStore } from '../../stores/language-store';
import { isExternalLink } from '../../utils/external-link';
import { PAGE_PATHS } from '../page-routes';
import { MenuIcon } from './menu-icon';

type MenuItems = NonNullable<MenuProps['items']>;

/** Spec §3: the entry's icon as the server names it, if it names one. */
function iconOf(name: string | undefined) {
  return name ? <MenuIcon name={name} /> : undefined;
}

function toMenuItems(entries: readonly SideMenuEntry[]): MenuItems {
  return entries.map(({ key, label, icon: iconName, children }) => {
    const icon = iconOf(iconName);
    if (children) return { key, label, icon, children: toMenuItems(children) };
    // Another site opens in a new tab, as a real link (spec §5).
    if (isExternalLink(key)) {
      return {
        key,
        icon,
        label: (
          <a href={key} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ),
      };
    }
    return { key, label, icon };
  });
}

function allFolderKeys(entries: readonly SideMenuEntry[]): string[] {
  return entries.flatMap((entry) => (entry.children ? [entry.key, ...allFolderKeys(entry.children)] : []));
}

/**
 * The side menu from the server's permission tree, in the UI language; folders start open. A
 * hidden page (such as the message history) highlights the menu entry it belongs to.
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const tree = usePermittedTree();
  const language = useLanguageStore((state) => state.language);
  const location = useLocation();
  const navigate = useNavigate();
  const entries = useMemo(() => buildSideMenu(tree, PAGE_PATHS, language), [tree, language]);
  const selectedKeys = useMemo(() => {
    const menuPages = new Set(searchableRoutes(entries).map((route) => route.path));
    const trail = menuTrail(tree, location.pathname).map((item) => item.Url);
    return [trail.reverse().find((path) => menuPages.has(path)) ?? location.pathname];
  }, [tree, entries, location.pathname]);

  return (
    <Menu
      mode="inline"
      inlineIndent={12}
      items={toMenuItems(entries)}
      selectedKeys={selectedKeys}
      defaultOpenKeys={allFolderKeys(entries)}
      onClick={({ key }) => {
        if (!isExternalLink(key)) navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none' }}
      data-testid="side-menu"
    />
  );
}
