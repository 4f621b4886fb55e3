import type { PortalConfig } from '@portside/contracts';
import { create } from 'zustand';

interface PortalConfigState {
  /** Undefined until GetPortalConfig has answered; the app renders no route before that. */
  config: PortalConfig | undefined;
}

/** The host-dependent settings of spec §1 and §6 (variant, cookie names, logo, title, limits). */
export const usePortalConfigStore = create<PortalConfigState>()(() => ({ config: undefined }));

export function getPortalConfig(): PortalConfig | undefined {
  return usePortalConfigStore.getState().config;
}

/** The config inside the app's routes, which render only once it has arrived (PortalConfigGate). */
export function usePortalConfig(): PortalConfig {
  const config = usePortalConfigStore((state) => state.config);
  if (!config) throw new Error('The portal config is read before it was loaded (outside PortalConfigGate)');
  return config;
}
