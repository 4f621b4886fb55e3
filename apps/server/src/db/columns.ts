import { numeric } from 'drizzle-orm/pg-core';

/** numeric columns read as numbers: weights and volumes, far within a double's exact range. */
export const decimal = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'number' });
