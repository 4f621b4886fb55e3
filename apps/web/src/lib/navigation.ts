/** A message for the login page to show on arrival: it has no antd message to carry one over (issue 15). */
export interface LoginPageMessage {
  text: string;
  tone: 'error' | 'success';
}

export function isLoginPageMessage(value: unknown): value is LoginPageMessage {
  return typeof value === 'object' && value !== null && 'text' in value && typeof value.text === 'string';
}

export type Navigate = (path: string, message?: LoginPageMessage) => Promise<void> | void;

let navigate: Navigate | undefined;

/**
 * Lets code outside React (the request layer) move the router, so a forced sign-out is an
 * in-app navigation rather than a page reload. The app's root route connects it.
 */
export function connectNavigation(routerNavigate: Navigate | undefined): void {
  navigate = routerNavigate;
}

/**
 * Resolves once the router has moved, so callers can change state the old page depends on
 * afterwards. `message` goes with it as the history entry's state, for the login page.
 */
export async function navigateTo(path: string, message?: LoginPageMessage): Promise<void> {
  if (navigate) await navigate(path, message);
  else window.location.assign(path);
}
