import { setScryptCost } from '../src/modules/identity/password.js';

/**
 * Hashes made by the API tests (the demo users of the template, registrations, new
 * sub-accounts) cost about a millisecond instead of the OWASP second: the same scrypt and the
 * same code path, at N=2^10. `password.test.ts` checks the production parameters; the process
 * and browser tests run the real server at full cost.
 */
export const TEST_SCRYPT_COST = { logN: 10, r: 8, p: 1 };

setScryptCost(TEST_SCRYPT_COST);
