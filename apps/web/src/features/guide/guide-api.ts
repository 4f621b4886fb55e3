import type { GuideArticle, GuideColumnNode } from '@portside/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../lib/request';

export const GUIDE_TREE_URL = '/cms/api/Column/GetTreeList';
export const GUIDE_ARTICLE_URL = '/cms/api/Column/GetDetail';

/** GET /cms/api/Column/GetTreeList (spec §7): the guide's sections and articles, titled in every language. */
export function useGuideTree() {
  return useQuery({ queryKey: [GUIDE_TREE_URL], queryFn: () => get<GuideColumnNode[]>(GUIDE_TREE_URL) });
}

/** One article with its text in every language; nothing is asked until an article is chosen. */
export function useGuideArticle(id: string | null) {
  return useQuery({
    queryKey: [GUIDE_ARTICLE_URL, id],
    queryFn: () => get<GuideArticle>(GUIDE_ARTICLE_URL, { params: { id } }),
    enabled: id !== null,
  });
}
