/** How long an error message stays on screen (spec §9: error toast duration 5000 ms). */
export const ERROR_MESSAGE_SECONDS = 5;

export type ShowError = (content: string) => void;

let showError: ShowError | undefined;
const pendingErrors: string[] = [];

/**
 * Connects code outside React (the request layer) to antd's message API. Static `message` calls
 * would ignore ConfigProvider (theme, locale), so a component inside antd's <App> supplies the
 * function; errors raised before it mounts are kept and shown once it does.
 */
export function connectErrorDisplay(display: ShowError | undefined): void {
  showError = display;
  if (display) for (const content of pendingErrors.splice(0)) display(content);
}

export function notifyError(content: string): void {
  if (showError) showError(content);
  else pendingErrors.push(content);
}
