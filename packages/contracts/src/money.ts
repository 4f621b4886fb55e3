import { z } from 'zod';

/** A non-negative amount of money as decimal text (numeric in the database, decimal.js in code): never a float. */
export const moneyAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'a non-negative amount with at most 2 decimals, e.g. 12.50');

/** An ISO 4217 currency code. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'an ISO 4217 code of 3 capital letters, e.g. USD');
