export * from './dictionary.js';
export * from './envelope.js';
export * from './errors.js';
export * from './identity.js';
export * from './locales.js';
export * from './references.js';
