import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../lib/chunk-reload';
import { OnceOpened } from './once-opened';

/** A dialog whose code comes in a chunk of its own; `load` counts the fetches. */
function lazyDialog() {
  const load = vi.fn(async () => ({ open }: { open: boolean }) => (
    <div role="dialog" aria-label="Feedback" data-open={open} />
  ));
  return { load, Dialog: lazyComponent(load) };
}

describe('OnceOpened', () => {
  it('fetches a dialog only when it is first opened, and keeps it mounted once closed', async () => {
    const { load, Dialog } = lazyDialog();
    const shown = (open: boolean) => (
      <OnceOpened open={open}>
        <Dialog open={open} />
      </OnceOpened>
    );
    const { rerender } = render(shown(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(shown(true));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect((await screen.findByRole('dialog', { name: 'Feedback' })).dataset.open).toBe('true');

    rerender(shown(false));
    expect(screen.getByRole('dialog', { name: 'Feedback' }).dataset.open).toBe('false');
    rerender(shown(true));
    expect(load).toHaveBeenCalledOnce();
  });
});
