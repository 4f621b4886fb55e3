import { fileURLToPath } from 'node:url';

// Resolved from this module so the same paths hold for src/ under tsx and for the dist/ bundle,
// both one level below the server package.
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
