import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_COUNT_KEY, CHUNK_RELOAD_DELAY_MS, lazyComponent, resetChunkReload } from '../../lib/chunk-reload';
import { RouteErrorPage } from './route-error-page';

afterEach(() => {
  resetChunkReload();
  vi.restoreAllMocks();
});

function renderRoute(Page: ReturnType<typeof lazyComponent>) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      element: (
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('a page that fails to load (spec §4)', () => {
  it('reloads the app when the page script cannot be fetched, and says a new version is loading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    renderRoute(
      lazyComponent(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page-1a2b.js')),
      ),
    );
    expect(await screen.findByText('A new version of the portal is loading…')).toBeTruthy();
    expect(sessionStorage.getItem(CHUNK_RELOAD_COUNT_KEY)).toBe('1');
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: CHUNK_RELOAD_DELAY_MS + 1000 });
  });

  it('offers a reload for any other failure, without reloading by itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(lazyComponent(() => Promise.reject(new Error('Cannot read properties of undefined'))));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByTestId('error-page-reload')).toBeTruthy();
    expect(sessionStorage.getItem(CHUNK_RELOAD_COUNT_KEY)).toBeNull();
  });
});
