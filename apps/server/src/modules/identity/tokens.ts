import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits (ASVS 7.2.3 asks for at least 128), URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak sessions. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
