import type { MenuItem } from '@portside/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { DEMO_USER, menuItem, signIn } from '../../testing/session';

const withIcon = (item: MenuItem, Icon: string): MenuItem => ({ ...item, Icon });

const TREE: MenuItem[] = [
  withIcon(menuItem('FOB:Client:Dashboard', 'Dashboard', '/dashboard/index'), 'dashboard'),
  withIcon(
    menuItem('CargoStatus', 'Cargo status', '/cargoStatus', 1, [
      withIcon(menuItem('CargoStatus:SeaShipment', 'Sea shipments', '/cargoStatus/seaShipment'), 'sea'),
      withIcon(menuItem('CargoStatus:NewOrders', 'New orders', '/cargoStatus/newOrders'), 'no-such-icon'),
      menuItem('CargoStatus:TrackData', 'Track', '/cargoStatus/trackData'),
    ]),
    'container',
  ),
];

describe('side menu icons (spec §3)', () => {
  it('shows the icon the server names for each entry, a generic one for a name it does not know, none for none; the entry is named by its label alone', async () => {
    signIn(DEMO_USER, TREE);
    renderApp('/dashboard/index');
    const menu = within(await screen.findByRole('navigation', { name: 'Menu' }));
    const iconsOf = (name: string) =>
      within(menu.getByRole('menuitem', { name }))
        .queryAllByRole('img', { hidden: true })
        .map((icon) => icon.getAttribute('aria-label'));
    expect(iconsOf('Dashboard')).toEqual(['dashboard']);
    expect(iconsOf('Cargo status')).toContain('container');
    expect(iconsOf('Sea shipments')).toEqual(['compass']);
    expect(iconsOf('New orders')).toEqual(['appstore']);
    expect(iconsOf('Track')).toEqual([]);
  });
});
