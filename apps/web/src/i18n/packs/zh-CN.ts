import type { LanguagePack } from '../language-pack';
import messages from '../zh-CN.json';

/** zh-CN: the portal's messages, loaded when the language is chosen. */
export const pack: LanguagePack = { messages };
