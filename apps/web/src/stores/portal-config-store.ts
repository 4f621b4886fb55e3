import type { PortalConfig } from '@portside/contracts/identity';
import { create } from 'zustand';

interface PortalConfigState {
  /** Undefined until GetPortalConfig has answered; the app renders no route before that. */
  config: PortalConfig | undefined;
}

/** Spec §3 "Stored locally: … the logo URL": the host's logo, shown while the next load asks for the config. */
export const LOGO_URL_STORAGE_KEY = 'logoUrl';

/** The host-dependent settings of spec §1 and §6 (variant, cookie names, logo, title, limits). */
export const usePortalConfigStore = create<PortalConfigState>()(() => ({ config: undefined }));

/** Keeps the host's config, and its logo URL in local storage. */
export function setPortalConfig(config: PortalConfig): void {
  localStorage.setItem(LOGO_URL_STORAGE_KEY, config.LogoUrl);
  usePortalConfigStore.setState({ config });
}

/** The logo URL the last config of this host gave, if it is kept. */
export function storedLogoUrl(): string | undefined {
  return localStorage.getItem(LOGO_URL_STORAGE_KEY) ?? undefined;
}

export function getPortalConfig(): PortalConfig | undefined {
  return usePortalConfigStore.getState().config;
}

/** The config inside the app's routes, which render only once it has arrived (PortalConfigGate). */
export function usePortalConfig(): PortalConfig {
  const config = usePortalConfigStore((state) => state.config);
  if (!config) throw new Error('The portal config is read before it was loaded (outside PortalConfigGate)');
  return config;
}
