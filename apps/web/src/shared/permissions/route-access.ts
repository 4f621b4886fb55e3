import type { MenuItem } from '@portside/contracts/menus';
import { useMemo } from 'react';
import { usePermissionStore } from '../../stores/permission-store';
import { getPortalConfig, usePortalConfigStore } from '../../stores/portal-config-store';
import { forDeployment, permittedPaths } from './menu-tree';

/** The signed-in user's menus as this deployment shows them. */
export function usePermittedTree(): MenuItem[] {
  const menus = usePermissionStore((state) => state.menus);
  const isPrivateDeployment = usePortalConfigStore((state) => state.config?.IsPrivateDeployment ?? false);
  return useMemo(() => forDeployment(menus, isPrivateDeployment), [menus, isPrivateDeployment]);
}

export function usePermittedPaths(): Set<string> {
  const tree = usePermittedTree();
  return useMemo(() => permittedPaths(tree), [tree]);
}

/** The same tree outside React, for the navigation right after sign-in. */
export function permittedTree(): MenuItem[] {
  return forDeployment(usePermissionStore.getState().menus, getPortalConfig()?.IsPrivateDeployment ?? false);
}
