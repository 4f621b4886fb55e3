/**
 * Check digits of the transport references clients type into the track search (issue 5), shared by
 * the server's validation and the web's form rules.
 */

/** ISO 6346 letter values: A=10 and up, skipping multiples of 11 (11, 22, 33). */
function iso6346LetterValue(letter: string): number {
  let value = 10;
  for (let code = 'A'.charCodeAt(0); code < letter.charCodeAt(0); code++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
}

/** The check digit of an owner code + category + 6-digit serial ("MSCU123456"). */
export function iso6346CheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const char = firstTen[i] ?? '';
    const value = i < 4 ? iso6346LetterValue(char) : Number(char);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** A container number: 3-letter owner, category U/J/Z, 6 digits and the ISO 6346 check digit. */
export function isContainerNumber(text: string): boolean {
  const value = text.trim().toUpperCase();
  if (!/^[A-Z]{3}[UJZ]\d{7}$/.test(value)) return false;
  return iso6346CheckDigit(value.slice(0, 10)) === Number(value[10]);
}

/** An air waybill: 3-digit airline prefix and an 8-digit serial whose last digit is the first seven mod 7. */
export function isAirWaybill(text: string): boolean {
  const digits = text.trim().replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  return Number(digits.slice(3, 10)) % 7 === Number(digits[10]);
}
