import { describe, expect, it } from 'vitest';
import { parsePastedCartons } from './carton-paste';

describe('cartons pasted from a spreadsheet', () => {
  it('groups the rows of a carton, skips a header, reads decimal commas and Windows line ends', () => {
    const { cartons, errors } = parsePastedCartons(
      'Carton No.\tLength (cm)\tWidth\tHeight\tWeight\tSKU\tFNSKU\tQuantity\r\n' +
        '1\t60\t40\t40\t12,5\tBW-LAMP-WHT\tx001bwlmp1\t24\r\n' +
        '1\t60\t40\t40\t12.5\tBW-MUG-01\t\t6\r\n' +
        '\r\n' +
        '2\t55\t35\t30\t1,234.5\tBW-MUG-01\t\t12',
    );
    expect(errors).toEqual([]);
    expect(cartons).toEqual([
      {
        CartonNo: '1',
        LengthCm: 60,
        WidthCm: 40,
        HeightCm: 40,
        WeightKg: 12.5,
        Items: [
          { Sku: 'BW-LAMP-WHT', Fnsku: 'X001BWLMP1', Quantity: 24 },
          { Sku: 'BW-MUG-01', Fnsku: undefined, Quantity: 6 },
        ],
      },
      { CartonNo: '2', LengthCm: 55, WidthCm: 35, HeightCm: 30, WeightKg: 1234.5, Items: [expect.anything()] },
    ]);
  });

  it('names every bad row with its column and reason, and answers no carton while any row is bad', () => {
    const { cartons, errors } = parsePastedCartons(
      [
        '1\t60\t40\t40\t12\tSKU-A\t\t1',
        '\t60\t40\t40\t12\tSKU-A\t\t1',
        '2\t1000.1\t40\t40\t0\tSKU-A\tX1\t1.5',
        '1\t61\t\t\t\tSKU-B\t\t2',
        '3\t\t\t\t\tSKU-C\t\t2',
        '4\t1\t1\t1\t1\tSKU\t\t1\textra',
      ].join('\n'),
    );
    expect(cartons).toEqual([]);
    expect(errors).toEqual([
      { Row: 2, Column: 'CartonNo', Reason: 'required' },
      { Row: 3, Column: 'LengthCm', Reason: 'positiveNumber' },
      { Row: 3, Column: 'WeightKg', Reason: 'positiveNumber' },
      { Row: 3, Column: 'Fnsku', Reason: 'fnskuFormat' },
      { Row: 3, Column: 'Quantity', Reason: 'positiveInteger' },
      { Row: 4, Column: 'LengthCm', Reason: 'measuresDiffer' },
      { Row: 5, Column: 'LengthCm', Reason: 'required' },
      { Row: 5, Column: 'WidthCm', Reason: 'required' },
      { Row: 5, Column: 'HeightCm', Reason: 'required' },
      { Row: 5, Column: 'WeightKg', Reason: 'required' },
      { Row: 6, Column: null, Reason: 'tooManyColumns' },
    ]);
  });

  it('accepts the largest measures and refuses just past them', () => {
    expect(parsePastedCartons('1\t1000\t1000\t1000\t10000\tS\t\t100000').errors).toEqual([]);
    expect(parsePastedCartons('1\t1000\t1000\t1000\t10000.01\tS\t\t100001').errors).toEqual([
      { Row: 1, Column: 'WeightKg', Reason: 'positiveNumber' },
      { Row: 1, Column: 'Quantity', Reason: 'positiveInteger' },
    ]);
  });
});
