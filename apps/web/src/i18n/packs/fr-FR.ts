import messages from '../fr-FR.json';
import type { LanguagePack } from '../language-pack';

/** fr-FR: the portal's messages, loaded when the language is chosen. */
export const pack: LanguagePack = { messages };
