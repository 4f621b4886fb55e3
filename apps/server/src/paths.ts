import { fileURLToPath } from 'node:url';

// Resolved from this module so the same paths hold for src/ under tsx and for the dist/ bundle,
// both one level below the server package.
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
/** The official DCSA Track & Trace 2.2.0 OpenAPI, read with the first DCSA batch to validate events. */
export const DCSA_TNT_SPEC_PATH = fileURLToPath(
  new URL('../src/modules/tracking/dcsa/tnt_v2.2.0.yaml', import.meta.url),
);
/** DCSA EVENT_DOMAIN 3.1.0: the event schemas of Track & Trace 3.0, read with the first T&T 3.0 event. */
export const DCSA_EVENT_DOMAIN_PATH = fileURLToPath(
  new URL('../src/modules/tracking/dcsa/event_domain_v3.1.0.yaml', import.meta.url),
);
/** The DCSA Track & Trace 3.0.0-Beta-1 OpenAPI: its published examples are the 3.0 tests' fixtures. */
export const DCSA_TNT_3_SPEC_PATH = fileURLToPath(
  new URL('../src/modules/tracking/dcsa/tnt_v3.0.0-Beta-1.yaml', import.meta.url),
);
