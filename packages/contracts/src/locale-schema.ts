import { z } from 'zod';
import { LOCALES } from './locales.js';

/** One of the four UI languages, as a request or a stored row carries it. */
export const localeSchema = z.enum(LOCALES);
