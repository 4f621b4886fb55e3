import messages from '../de-DE.json';
import type { LanguagePack } from '../language-pack';

/** de-DE: the portal's messages, loaded when the language is chosen. */
export const pack: LanguagePack = { messages };
