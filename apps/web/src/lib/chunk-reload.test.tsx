import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_COUNT_KEY,
  installChunkReload,
  isChunkLoadError,
  lazyComponent,
  reloadAfterChunkFailure,
  resetChunkReload,
} from './chunk-reload';

beforeEach(() => vi.useFakeTimers());
afterEach(() => resetChunkReload());

/** Page loads in a row, each failing on a chunk: how many of them reload. */
function failingPageLoads(times: number, reload: () => void): void {
  for (let load = 0; load < times; load++) {
    resetChunkReload();
    reloadAfterChunkFailure(reload);
    vi.advanceTimersByTime(1000);
  }
}

describe('reload after a failed script chunk (spec §4)', () => {
  it('reloads after 1 s, counting in session storage', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkFailure(reload)).toBe(true);
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(CHUNK_RELOAD_COUNT_KEY)).toBe('1');
  });

  it('stops once the count reaches 3', () => {
    const reload = vi.fn();
    failingPageLoads(5, reload);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(sessionStorage.getItem(CHUNK_RELOAD_COUNT_KEY)).toBe('3');
    resetChunkReload();
    expect(reloadAfterChunkFailure(reload)).toBe(false);
  });

  it('reloads once when several chunks of one page fail together', () => {
    const reload = vi.fn();
    reloadAfterChunkFailure(reload);
    reloadAfterChunkFailure(reload);
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(CHUNK_RELOAD_COUNT_KEY)).toBe('1');
  });

  it("handles Vite's preload error event, so the failure is not thrown", () => {
    installChunkReload();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_COUNT_KEY)).toBe('1');
  });

  it.each([
    ['Failed to fetch dynamically imported module: http://x/assets/page-1a2b.js', true],
    ['error loading dynamically imported module', true],
    ['Importing a module script failed.', true],
    ['Cannot read properties of undefined', false],
  ])('tells a failed chunk from other errors: %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
});

describe('a page fetched ahead of its first render', () => {
  function Page() {
    return <p>the page</p>;
  }

  it('fetches its chunk once for the preload and the render', async () => {
    vi.useRealTimers();
    const load = vi.fn(async () => Page);
    const LazyComponent = lazyComponent(load);
    await LazyComponent.preload();
    render(
      <Suspense fallback="loading">
        <LazyComponent />
      </Suspense>,
    );
    await screen.findByText('the page');
    expect(load).toHaveBeenCalledOnce();
  });

  it('does not reject when its chunk cannot be fetched, and fetches it again when asked next', async () => {
    vi.useRealTimers();
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://x/assets/page.js'))
      .mockResolvedValue(Page);
    const LazyComponent = lazyComponent(load);
    await expect(LazyComponent.preload()).resolves.toBeUndefined();
    await LazyComponent.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem(CHUNK_RELOAD_COUNT_KEY)).toBeNull();
  });
});
