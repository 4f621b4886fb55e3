// What a failed chunk does, without React: main.tsx installs it before the app's modules load.
/** Session-storage key counting the reloads after a failed script chunk (spec §4). */
export const CHUNK_RELOAD_COUNT_KEY = 'chunkReloadCount';
/** Spec §9: reload retry limit 3, delay 1000 ms. */
export const CHUNK_RELOAD_LIMIT = 3;
export const CHUNK_RELOAD_DELAY_MS = 1000;

/** How browsers word a script module that failed to load (Chromium, Firefox, Safari) and Vite's preload of its CSS. */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

let reloadScheduled = false;

/**
 * After a release the old chunks are gone from the server, so a tab opened before it fails to
 * load the next page: reloading fetches the new build. The count in session storage stops a
 * reload loop when the chunk is missing for another reason. Returns whether a reload is coming.
 */
export function reloadAfterChunkFailure(reload: () => void = () => window.location.reload()): boolean {
  if (reloadScheduled) return true;
  const count = Number(sessionStorage.getItem(CHUNK_RELOAD_COUNT_KEY)) || 0;
  if (count >= CHUNK_RELOAD_LIMIT) return false;
  sessionStorage.setItem(CHUNK_RELOAD_COUNT_KEY, String(count + 1));
  reloadScheduled = true;
  setTimeout(reload, CHUNK_RELOAD_DELAY_MS);
  return true;
}

/** For tests: a new page load. */
export function resetChunkReload(): void {
  reloadScheduled = false;
}

/** Vite reports a chunk it could not preload with this event; handled, it does not throw. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadAfterChunkFailure();
  });
}
