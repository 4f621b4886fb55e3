import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUTTON_PERMISSIONS_STORAGE_KEY, usePermissionStore } from '../../stores/permission-store';
import { button, menuItem } from '../../testing/session';
import { Permission, usePermission } from './permission';

const grant = (...codes: string[]) =>
  act(() => usePermissionStore.getState().setPermissionTree([menuItem('Menu', 'Menu', '/m', 1, codes.map(button))]));

describe('Permission', () => {
  it('leaves its children out of the page without the code', () => {
    grant('UserManage:Enable');
    render(
      <div data-testid="toolbar">
        <Permission code="UserManage:Create">
          <button type="button">Add account</button>
        </Permission>
      </div>,
    );
    expect(screen.getByTestId('toolbar').innerHTML).toBe('');
    expect(screen.queryByRole('button', { name: 'Add account' })).toBeNull();
  });

  it('renders its children with the code, and removes them when the code goes away', () => {
    grant('UserManage:Create');
    render(
      <Permission code="UserManage:Create">
        <button type="button">Add account</button>
      </Permission>,
    );
    expect(screen.getByRole('button', { name: 'Add account' })).toBeTruthy();
    grant();
    expect(screen.queryByRole('button', { name: 'Add account' })).toBeNull();
  });

  it('keeps the codes in local storage as btnPermissions and answers usePermission from them', () => {
    grant('UserManage:Grant');
    expect(JSON.parse(localStorage.getItem(BUTTON_PERMISSIONS_STORAGE_KEY) ?? '[]')).toEqual(['UserManage:Grant']);
    const { result } = renderHook(() => [usePermission('UserManage:Grant'), usePermission('UserManage:Create')]);
    expect(result.current).toEqual([true, false]);
  });

  it('starts from the codes in local storage after a reload', async () => {
    localStorage.setItem(BUTTON_PERMISSIONS_STORAGE_KEY, JSON.stringify(['UserManage:Create']));
    vi.resetModules();
    const reloaded = await import('../../stores/permission-store');
    expect(reloaded.usePermissionStore.getState().buttonCodes).toEqual(['UserManage:Create']);
  });
});
