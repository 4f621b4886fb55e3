import { describe, expect, it } from 'vitest';
import { isAirWaybill, isContainerNumber, iso6346CheckDigit } from './references.js';

describe('ISO 6346 container numbers', () => {
  // CSQU3054383 is the standard's own example; lower case is accepted.
  it.each(['CSQU3054383', 'MSKU9070323', 'csqu3054383'])('accepts %s', (number) => {
    expect(isContainerNumber(number)).toBe(true);
  });

  it.each(['CSQU3054384', 'CSQ3054383', 'CSQX3054383', 'CSQU305438', ''])('refuses %s', (number) => {
    expect(isContainerNumber(number)).toBe(false);
  });

  it('computes the check digit of the standard examples', () => {
    expect(iso6346CheckDigit('CSQU305438')).toBe(3);
    expect(iso6346CheckDigit('MSKU907032')).toBe(3);
  });

  // One letter at a time in the second place (weight 2), beside A=10 (weight 1 and 4) and U=32 (weight 8):
  // the sum is 306 + 2 × the letter's value, so a letter valued one off would change the digit.
  it.each([
    ['K', 21, 'AKAU000000', 7],
    ['L', 23, 'ALAU000000', 0],
    ['V', 34, 'AVAU000000', 0],
  ])('values %s as %i, skipping multiples of 11', (_letter, _value, firstTen, digit) => {
    expect(iso6346CheckDigit(firstTen)).toBe(digit);
  });
});

describe('air waybill numbers', () => {
  it.each(['020-12345675', '02012345675', '176 98765435'])('accepts %s', (number) => {
    expect(isAirWaybill(number)).toBe(true);
  });

  it.each(['020-12345676', '020-1234567', 'ABC-12345675'])('refuses %s', (number) => {
    expect(isAirWaybill(number)).toBe(false);
  });
});
