import { installChunkReload, isChunkLoadError, reloadAfterChunkFailure } from '../lib/chunk-failure';

installChunkReload();

/** Set by public/first-paint.js on the login page: resolves once its static form shows its logo. */
const firstPaint = (window as { portsideFirstPaint?: Promise<void> }).portsideFirstPaint;
/** How long the app waits for that logo at most. */
const FIRST_PAINT_WAIT_MS = 1000;

function loadApp(): void {
  import('./boot').catch((error: unknown) => {
    if (isChunkLoadError(error)) reloadAfterChunkFailure();
    else throw error;
  });
}

/**
 * The app's modules are fetched and run after the first frame (issue 15): index.html's static login
 * form paints first, with its logo, instead of waiting behind the evaluation of the whole module
 * graph. The styles come with the app (boot.tsx) and so do not block that paint either.
 */
void Promise.race([firstPaint, new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))]).then(() =>
  requestAnimationFrame(() => setTimeout(loadApp, 0)),
);
