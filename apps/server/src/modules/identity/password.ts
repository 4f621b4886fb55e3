import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/**
 * scrypt at the OWASP Password Storage parameters (N=2^17, r=8, p=1): memory-hard and in the
 * platform, so no native addon is needed. maxmem must exceed 128*N*r (128 MiB).
 */
export const OWASP_SCRYPT_COST: ScryptCost = { logN: 17, r: 8, p: 1 };

let cost: ScryptCost = OWASP_SCRYPT_COST;

/**
 * The cost of the hashes made from now on in this process. Only the API tests lower it: they
 * sign in hundreds of times, and at 0.3–1 s a hash that alone took minutes of `npm test`. A
 * stored hash names its own parameters, so verification follows whatever made it; the server
 * itself never calls this.
 */
export function setScryptCost(next: ScryptCost): void {
  cost = next;
}
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    // NFKC so that a composed and a decomposed "é" are the same password (NIST 800-63B).
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A PHC-style string: $scrypt$ln=17,r=8,p=1$<salt>$<hash>, both base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost.logN, cost.r, cost.p);
  return `$scrypt$ln=${cost.logN},r=${cost.r},p=${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return false;
  const [, logN, r, p, salt, hash] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
