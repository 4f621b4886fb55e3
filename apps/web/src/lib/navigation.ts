export type Navigate = (path: string) => Promise<void> | void;

let navigate: Navigate | undefined;

/**
 * Lets code outside React (the request layer) move the router, so a forced sign-out is an
 * in-app navigation rather than a page reload. The app's root route connects it.
 */
export function connectNavigation(routerNavigate: Navigate | undefined): void {
  navigate = routerNavigate;
}

/** Resolves once the router has moved, so callers can change state the old page depends on afterwards. */
export async function navigateTo(path: string): Promise<void> {
  if (navigate) await navigate(path);
  else window.location.assign(path);
}
