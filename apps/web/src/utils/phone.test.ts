import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['+862168880101', '+86 21 6888 0101'],
    ['+8613800138000', '+86 138 0013 8000'],
    ['+86 21-6888-0101', '+86 21 6888 0101'],
    ['+12125550100', '+1 212 555 0100'],
    ['+4940123456', '+49 4012 3456'],
    ['+35312345678', '+353 1234 5678'],
  ])('spaces the international number %s as %s', (phone, readable) => {
    expect(formatPhone(phone)).toBe(readable);
  });

  it.each(['021 6888 0101', ' 6888-0101 ', '+86 ext. 12'])('leaves %s as given, trimmed', (phone) => {
    expect(formatPhone(phone)).toBe(phone.trim());
  });
});
