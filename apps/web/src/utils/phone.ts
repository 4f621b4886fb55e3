/** Country calling codes of two digits (ITU-T E.164); 1 and 7 have one digit, all others three. */
const TWO_DIGIT_COUNTRY_CODES = new Set(
  (
    '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 ' +
    '60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'
  ).split(' '),
);

const INTERNATIONAL_NUMBER = /^\+(\d{8,15})$/;

/** Digits in groups of four from the end, the first group shorter: 2168880101 → 21 6888 0101. */
function groupsOfFour(digits: string): string[] {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 4) groups.unshift(digits.slice(Math.max(0, end - 4), end));
  return groups;
}

/**
 * A phone number spaced for reading (spec §1, the salesman's phone): an international number as
 * its country code and the rest in groups (+86 21 6888 0101, +1 212 555 0100). Anything else is
 * shown as it was given.
 */
export function formatPhone(phone: string): string {
  const digits = INTERNATIONAL_NUMBER.exec(phone.replace(/[\s().-]/g, ''))?.[1];
  if (!digits) return phone.trim();
  const codeLength = /^[17]/.test(digits) ? 1 : TWO_DIGIT_COUNTRY_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  const code = digits.slice(0, codeLength);
  const national = digits.slice(codeLength);
  // North America writes 3-3-4.
  const groups =
    code === '1' && national.length === 10
      ? [national.slice(0, 3), national.slice(3, 6), national.slice(6)]
      : groupsOfFour(national);
  return `+${code} ${groups.join(' ')}`;
}
