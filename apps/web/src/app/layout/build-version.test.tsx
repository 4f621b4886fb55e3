import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { version } from '../../../package.json';
import { BRAND_MAIN_COLOR, DEFAULT_PRIMARY_COLOR } from '../../shared/theme/theme-colors';
import { renderApp } from '../../testing/render-app';
import { signIn } from '../../testing/session';

describe('the layout (spec §9)', () => {
  it("shows the build's version label: the web package's version, and the commit when built from git", async () => {
    signIn();
    renderApp('/dashboard/index');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(/^Version /).textContent).toMatch(
      new RegExp(`^Version ${version.replaceAll('.', '\\.')}( \\([0-9a-f]{7,}\\))?$`),
    );
  });

  it('marks the header with the main colour #00b9ec, beside the theme default #409EFF', async () => {
    expect([BRAND_MAIN_COLOR, DEFAULT_PRIMARY_COLOR]).toEqual(['#00b9ec', '#409EFF']);
    signIn();
    renderApp('/dashboard/index');
    const header = await screen.findByRole('banner');
    expect(header.style.borderTop).toMatch(/^3px solid (#00b9ec|rgb\(0, 185, 236\))$/);
  });
});
