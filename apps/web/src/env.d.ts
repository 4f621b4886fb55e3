/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The provider API (spec §7); unset: the origin that served the app. */
  readonly VITE_API_BASE_URL?: string;
}

/** The web package's version at build time (vite `define`). */
declare const __APP_VERSION__: string;
/** The short git commit built, empty outside a git checkout (vite `define`). */
declare const __APP_COMMIT__: string;
