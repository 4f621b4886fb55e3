/** The password of every demo login (README): a module of its own, so the browser tests take it from here. */
export const DEMO_PASSWORD = 'portside-demo';
