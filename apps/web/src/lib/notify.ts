/** How long an error message stays on screen (spec §9: error toast duration 5000 ms). */
export const ERROR_MESSAGE_SECONDS = 5;

export type ShowError = (content: string) => void;

let showError: ShowError | undefined;
const pendingErrors: string[] = [];

/**
 * Connects code outside React (the request layer) to the display of the page on screen: antd's
 * message API (static `message` calls would ignore ConfigProvider, so a component inside antd's
 * <App> supplies the function), or the login page's inline alert, as that page loads no antd.
 * Errors raised before a display is connected are kept and shown once one is.
 */
export function connectErrorDisplay(display: ShowError | undefined): void {
  showError = display;
  if (display) for (const content of pendingErrors.splice(0)) display(content);
}

export function notifyError(content: string): void {
  if (showError) showError(content);
  else pendingErrors.push(content);
}
