import { AppError } from '../../http/envelope.js';

/**
 * Password verifications in flight on this server instance. Each one holds a libuv thread and
 * 128 MiB (scrypt N=2^17) for about 0.3–1 s, so an unbounded burst queues every other sign-in
 * behind it (issue 17, H1: 120 parallel wrong logins from one address delayed another address by
 * 20.9 s). Beyond the caps the answer is 429 at once instead of a wait.
 */
export const VERIFICATIONS_PER_ADDRESS = 2;
export const VERIFICATIONS_IN_TOTAL = 8;
const RETRY_AFTER_SECONDS = '1';

const inFlightByAddress = new Map<string, number>();
let inFlight = 0;

/** Runs a password verification for the address, or refuses with 429 and Retry-After when no slot is free. */
export async function withVerificationSlot<T>(ip: string, verify: () => Promise<T>): Promise<T> {
  const ofAddress = inFlightByAddress.get(ip) ?? 0;
  if (ofAddress >= VERIFICATIONS_PER_ADDRESS || inFlight >= VERIFICATIONS_IN_TOTAL) {
    throw new AppError('RateLimited', undefined, { 'retry-after': RETRY_AFTER_SECONDS });
  }
  inFlightByAddress.set(ip, ofAddress + 1);
  inFlight += 1;
  try {
    return await verify();
  } finally {
    inFlight -= 1;
    const left = (inFlightByAddress.get(ip) ?? 1) - 1;
    if (left === 0) inFlightByAddress.delete(ip);
    else inFlightByAddress.set(ip, left);
  }
}
