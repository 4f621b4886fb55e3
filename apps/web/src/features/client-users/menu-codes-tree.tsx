import type { Locale, MenuItem } from '@portside/contracts';
import { Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useLanguageStore } from '../../stores/language-store';

function toTreeData(menus: readonly MenuItem[], language: Locale): TreeDataNode[] {
  return menus.map((menu) => ({
    key: menu.Code,
    title: menu.Labels[language] || menu.Name,
    children: toTreeData(menu.Children, language),
  }));
}

function codesOf(menus: readonly MenuItem[]): string[] {
  return menus.flatMap((menu) => [menu.Code, ...codesOf(menu.Children)]);
}

function leafCodesOf(menus: readonly MenuItem[]): string[] {
  return menus.flatMap((menu) => (menu.Children.length === 0 ? [menu.Code] : leafCodesOf(menu.Children)));
}

/**
 * The leaves to show checked for a list of granted codes. antd derives the folders from their
 * leaves; a folder granted without any of its entries stands for all of them.
 */
export function checkedLeavesOf(menus: readonly MenuItem[], codes: ReadonlySet<string>): string[] {
  return menus.flatMap((menu) => {
    if (menu.Children.length === 0) return codes.has(menu.Code) ? [menu.Code] : [];
    const checkedBelow = checkedLeavesOf(menu.Children, codes);
    return checkedBelow.length === 0 && codes.has(menu.Code) ? leafCodesOf(menu.Children) : checkedBelow;
  });
}

/**
 * The menu and button codes of a user as a tree of checkboxes (a form control). Checking is done
 * on the leaves and antd derives the folders; a partly checked folder is granted too, since its
 * checked entries are shown inside it in the menu. Granted codes the tree does not show (a page
 * this app does not have yet) are kept.
 */
export function MenuCodesTree({
  menus,
  value,
  onChange,
}: {
  menus: readonly MenuItem[];
  value?: string[];
  onChange?: (codes: string[]) => void;
}) {
  const language = useLanguageStore((state) => state.language);
  const treeData = useMemo(() => toTreeData(menus, language), [menus, language]);
  const checkedLeaves = useMemo(() => checkedLeavesOf(menus, new Set(value ?? [])), [menus, value]);
  const notShown = useMemo(() => {
    const shown = new Set(codesOf(menus));
    return (value ?? []).filter((code) => !shown.has(code));
  }, [menus, value]);

  return (
    <Tree
      checkable
      selectable={false}
      defaultExpandAll
      treeData={treeData}
      checkedKeys={checkedLeaves}
      onCheck={(checked, { halfCheckedKeys = [] }) => {
        const keys = Array.isArray(checked) ? checked : checked.checked;
        onChange?.([...[...keys, ...halfCheckedKeys].map(String), ...notShown]);
      }}
      data-testid="menu-codes-tree"
    />
  );
}
