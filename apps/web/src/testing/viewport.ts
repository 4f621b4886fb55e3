/** happy-dom's width of a new window, a desktop layout. */
export const DEFAULT_TEST_WIDTH = 1024;

/** Resizes the test window (happy-dom's own API), firing resize and media-query change events. */
export function resizeWindow(width: number): void {
  (window as unknown as { happyDOM: { setInnerWidth: (width: number) => void } }).happyDOM.setInnerWidth(width);
}
