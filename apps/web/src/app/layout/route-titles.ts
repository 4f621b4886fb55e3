import { useCallback } from 'react';
import { labelOf, menuTrail } from '../../shared/permissions/menu-tree';
import { usePermittedTree } from '../../shared/permissions/route-access';
import { useLanguageStore } from '../../stores/language-store';

/** A page's title in the UI language: its name in the user's menu tree. */
export function useRouteTitle(): (path: string) => string | undefined {
  const tree = usePermittedTree();
  const language = useLanguageStore((state) => state.language);
  return useCallback(
    (path) => {
      const page = menuTrail(tree, path).at(-1);
      return page && labelOf(page, language);
    },
    [tree, language],
  );
}
