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
  return airWaybillCheckDigit(digits) === Number(digits[10]);
}

/** The mod-7 check digit of an air waybill's 3-digit prefix and first seven serial digits. */
export function airWaybillCheckDigit(firstTenDigits: string): number {
  return Number(firstTenDigits.slice(3, 10)) % 7;
}

/** A container number or air waybill with a wrong check digit, and the digit it should have. */
export interface CheckDigitFault {
  expected: number;
}

/** The fault of a well-formed container number whose check digit is wrong; null when it is right or malformed. */
export function containerCheckDigitFault(text: string): CheckDigitFault | null {
  const value = text.trim().toUpperCase();
  if (!/^[A-Z]{3}[UJZ]\d{7}$/.test(value)) return null;
  const expected = iso6346CheckDigit(value.slice(0, 10));
  return expected === Number(value[10]) ? null : { expected };
}

/** The fault of a well-formed air waybill whose check digit is wrong; null when it is right or malformed. */
export function airWaybillCheckDigitFault(text: string): CheckDigitFault | null {
  const digits = text.trim().replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(digits)) return null;
  const expected = airWaybillCheckDigit(digits);
  return expected === Number(digits[10]) ? null : { expected };
}
