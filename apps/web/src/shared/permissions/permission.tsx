import type { ReactNode } from 'react';
import { usePermissionStore } from '../../stores/permission-store';

/** Whether the stored button permissions (MenuType 3 codes) contain this code. */
export function usePermission(code: string): boolean {
  return usePermissionStore((state) => state.buttonCodes.includes(code));
}

/**
 * Renders its children only for a user holding the button permission; otherwise the elements are
 * not in the page at all (spec §6), so they cannot be revealed or reached by keyboard.
 */
export function Permission({ code, children }: { code: string; children: ReactNode }) {
  return usePermission(code) ? children : null;
}
