/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The provider API (spec §7); unset: the origin that served the app. */
  readonly VITE_API_BASE_URL?: string;
}
