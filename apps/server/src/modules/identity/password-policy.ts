import type { Locale } from '@portside/contracts';
import { PASSWORD_MAX_LENGTH } from '@portside/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

/** About 49,000 common passwords, shipped offline with zxcvbn-ts (ASVS 6.2.4, NIST 800-63B). */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);
/** Words that make a password guessable for this portal (ASVS 6.2.11). */
const CONTEXT_WORDS = ['portside', 'freight', 'forwarder', 'shipping', 'logistics'];

const REASONS = {
  tooShort: {
    'zh-CN': '至少需要 {min} 个字符',
    'en-US': 'must be at least {min} characters long',
    'fr-FR': 'doit comporter au moins {min} caractères',
    'de-DE': 'muss mindestens {min} Zeichen lang sein',
  },
  tooLong: {
    'zh-CN': '不能超过 {max} 个字符',
    'en-US': 'must be at most {max} characters long',
    'fr-FR': 'doit comporter au plus {max} caractères',
    'de-DE': 'darf höchstens {max} Zeichen lang sein',
  },
  common: {
    'zh-CN': '过于常见，容易被猜到',
    'en-US': 'is too common and easy to guess',
    'fr-FR': 'est trop courant et facile à deviner',
    'de-DE': 'ist zu verbreitet und leicht zu erraten',
  },
  personal: {
    'zh-CN': '不能包含账号、手机号、公司名称或本门户名称',
    'en-US': 'must not contain the account name, phone number, company name or the name of this portal',
    'fr-FR':
      "ne doit contenir ni le nom du compte, ni le numéro de téléphone, ni le nom de l'entreprise, ni le nom de ce portail",
    'de-DE': 'darf weder Kontoname, Telefonnummer, Firmenname noch den Namen dieses Portals enthalten',
  },
} satisfies Record<string, Record<Locale, string>>;

export interface PasswordContext {
  minLength: number;
  /** Account name, phone, company name...: a password may not contain them. */
  personalWords: readonly (string | null | undefined)[];
}

/** Length in code points, so an emoji or a CJK character counts as one (ASVS 6.2.1). */
function codePointLength(text: string): number {
  return [...text].length;
}

/**
 * Why a password is refused, in the caller's language, or null when it is acceptable. No
 * composition rules (ASVS 6.2.5): length, the common-password list and personal words only.
 */
export function passwordProblem(password: string, context: PasswordContext, locale: Locale): string | null {
  const length = codePointLength(password);
  if (length < context.minLength) return REASONS.tooShort[locale].replace('{min}', String(context.minLength));
  if (length > PASSWORD_MAX_LENGTH) return REASONS.tooLong[locale].replace('{max}', String(PASSWORD_MAX_LENGTH));
  const lower = password.normalize('NFKC').toLowerCase();
  // "password12345678" is "password" with a counter: strip trailing digits and symbols too.
  const stem = lower.replace(/[\d\W_]+$/u, '');
  if (COMMON_PASSWORDS.has(lower) || (stem.length >= 4 && COMMON_PASSWORDS.has(stem))) return REASONS.common[locale];
  const personal = [...CONTEXT_WORDS, ...context.personalWords]
    .filter((word): word is string => typeof word === 'string')
    .map((word) => word.normalize('NFKC').toLowerCase().replace(/\s+/g, ''))
    .filter((word) => word.length >= 4);
  const compact = lower.replace(/\s+/g, '');
  if (personal.some((word) => compact.includes(word))) return REASONS.personal[locale];
  return null;
}
