import { create } from 'zustand';

/** Spec §2: the title of a visited view that has none. */
export const NO_NAME = 'no-name';

/** A tab of the tags view (spec §2): a visited page with its path and title. */
export interface VisitedView {
  path: string;
  /** The path with its query, where the tab leads back to. */
  fullPath: string;
  title: string;
  /** Pinned: survives Close All and cannot be closed. */
  affix: boolean;
}

export interface ViewInput {
  path: string;
  fullPath?: string;
  title?: string;
  affix?: boolean;
  /** The page is not kept when left: it mounts afresh each visit. */
  noCache?: boolean;
}

function toVisitedView({ path, fullPath, title, affix }: ViewInput): VisitedView {
  return { path, fullPath: fullPath ?? path, title: title || NO_NAME, affix: affix ?? false };
}

interface TagsViewState {
  visitedViews: VisitedView[];
  /** The paths of the pages kept (alive but hidden) while another page shows. */
  cachedViews: string[];
  addView: (view: ViewInput) => void;
  /** A page visited again with another query: the tab leads to the new address. */
  updateVisitedView: (view: ViewInput) => void;
  delView: (path: string) => void;
  delCachedView: (path: string) => void;
  delOthersViews: (path: string) => void;
  delAllViews: () => void;
  delAllCachedViews: () => void;
  reset: () => void;
}

/** Spec §4: tab lists add a view, delete one, delete others or delete all; pinned views survive delete all. */
export const useTagsViewStore = create<TagsViewState>()((set) => ({
  visitedViews: [],
  cachedViews: [],
  addView: (view) =>
    set((state) => ({
      visitedViews: state.visitedViews.some((visited) => visited.path === view.path)
        ? state.visitedViews
        : [...state.visitedViews, toVisitedView(view)],
      cachedViews:
        view.noCache || state.cachedViews.includes(view.path) ? state.cachedViews : [...state.cachedViews, view.path],
    })),
  updateVisitedView: (view) =>
    set((state) => ({
      visitedViews: state.visitedViews.map((visited) =>
        visited.path === view.path ? { ...toVisitedView(view), affix: visited.affix } : visited,
      ),
    })),
  delView: (path) =>
    set((state) => {
      if (state.visitedViews.some((visited) => visited.path === path && visited.affix)) return state;
      return {
        visitedViews: state.visitedViews.filter((visited) => visited.path !== path),
        cachedViews: state.cachedViews.filter((cached) => cached !== path),
      };
    }),
  delCachedView: (path) => set((state) => ({ cachedViews: state.cachedViews.filter((cached) => cached !== path) })),
  delOthersViews: (path) =>
    set((state) => {
      const visitedViews = state.visitedViews.filter((visited) => visited.affix || visited.path === path);
      const kept = new Set(visitedViews.map((visited) => visited.path));
      return { visitedViews, cachedViews: state.cachedViews.filter((cached) => kept.has(cached)) };
    }),
  delAllViews: () =>
    set((state) => {
      const visitedViews = state.visitedViews.filter((visited) => visited.affix);
      const kept = new Set(visitedViews.map((visited) => visited.path));
      return { visitedViews, cachedViews: state.cachedViews.filter((cached) => kept.has(cached)) };
    }),
  delAllCachedViews: () => set({ cachedViews: [] }),
  reset: () => set({ visitedViews: [], cachedViews: [] }),
}));
