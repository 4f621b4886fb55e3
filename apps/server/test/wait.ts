/**
 * Waits until a condition holds, checking every 20 ms, and fails naming what it waited for.
 * Absence is never awaited: to show that something did not happen, wait for a later thing that must.
 */
export async function waitUntil(condition: () => boolean, what = 'a condition', timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
