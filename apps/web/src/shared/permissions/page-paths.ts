import { createContext, useContext } from 'react';

/**
 * The paths the web app has a page for. The app layer provides them from its route table
 * (app/page-routes.tsx), so the features and the shared layer learn them without importing the app.
 */
export const PagePathsContext = createContext<ReadonlySet<string>>(new Set());

export function usePagePaths(): ReadonlySet<string> {
  return useContext(PagePathsContext);
}
