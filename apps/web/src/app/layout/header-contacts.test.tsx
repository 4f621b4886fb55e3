import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { DEMO_USER, signIn } from '../../testing/session';
import { resizeWindow } from '../../testing/viewport';

const user = userEvent.setup();

const USER = { ...DEMO_USER, SalesmanNameEn: 'Kevin Zhang', SalesmanPhone: '+862168880101' };

describe('the people in the header (spec §1)', () => {
  it('shows the salesman, with the phone spaced for reading, the account and the company at 1280 px', async () => {
    resizeWindow(1280);
    signIn(USER);
    renderApp('/dashboard/index');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Kevin Zhang')).toBeTruthy();
    const phone = within(header).getByRole('link', { name: '+86 21 6888 0101' });
    expect(phone.getAttribute('href')).toBe('tel:+862168880101');
    expect(within(header).getByText('demo')).toBeTruthy();
    expect(within(header).getByText('Acme Trading Ltd.')).toBeTruthy();
  });

  it('keeps the salesman in the user menu below 1280 px', async () => {
    resizeWindow(1279);
    signIn(USER);
    renderApp('/dashboard/index');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Acme Trading Ltd.')).toBeTruthy();
    expect(within(header).queryByText('Kevin Zhang')).toBeNull();
    await user.click(within(header).getByText('demo'));
    const phone = await screen.findByRole('link', { name: '+86 21 6888 0101' });
    const userMenu = phone.closest<HTMLElement>('[role="menu"]');
    expect(within(userMenu ?? document.body).getByText('Kevin Zhang')).toBeTruthy();
    expect(userMenu).toBeTruthy();
  });

  it('puts all four one tap away on a 375 px phone', async () => {
    resizeWindow(375);
    signIn(USER);
    renderApp('/dashboard/index');
    await user.click(await screen.findByRole('button', { name: 'Account demo' }));
    const menu = await screen.findByRole('menu');
    for (const text of ['demo', 'Acme Trading Ltd.', 'Kevin Zhang']) expect(within(menu).getByText(text)).toBeTruthy();
    expect(within(menu).getByRole('link', { name: '+86 21 6888 0101' })).toBeTruthy();
  });
});
