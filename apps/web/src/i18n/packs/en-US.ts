import messages from '../en-US.json';
import type { LanguagePack } from '../language-pack';

/** en-US: the portal's messages, loaded when the language is chosen. */
export const pack: LanguagePack = { messages };
