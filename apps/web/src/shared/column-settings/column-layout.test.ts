import { describe, expect, it } from 'vitest';
import { applyColumnSettings, moveChoice, toColumnSettings } from './column-layout';

const COLUMNS = [
  { key: 'account', title: 'Account name' },
  { key: 'name', title: 'Name' },
  { key: 'phone', title: 'Phone' },
];

describe('applyColumnSettings', () => {
  it('shows every column in the table order without saved settings', () => {
    expect(applyColumnSettings(COLUMNS, undefined).map(({ key, visible }) => [key, visible])).toEqual([
      ['account', true],
      ['name', true],
      ['phone', true],
    ]);
  });

  it("follows the user's order, visibility and width; new columns follow, unknown keys are ignored", () => {
    const choices = applyColumnSettings(COLUMNS, [
      { Key: 'phone', Visible: true, Order: 0, Width: 160 },
      { Key: 'account', Visible: false, Order: 1 },
      { Key: 'removedColumn', Visible: true, Order: 2 },
    ]);
    expect(choices).toEqual([
      { key: 'phone', title: 'Phone', visible: true, width: 160 },
      { key: 'account', title: 'Account name', visible: false },
      { key: 'name', title: 'Name', visible: true },
    ]);
  });
});

describe('toColumnSettings', () => {
  it('stores the position as the order', () => {
    expect(
      toColumnSettings([
        { key: 'phone', title: 'Phone', visible: true, width: 160 },
        { key: 'account', title: 'Account name', visible: false },
      ]),
    ).toEqual([
      { Key: 'phone', Visible: true, Order: 0, Width: 160 },
      { Key: 'account', Visible: false, Order: 1 },
    ]);
  });
});

describe('moveChoice', () => {
  it('moves an item up or down and ignores a move past either end', () => {
    expect(moveChoice(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveChoice(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveChoice(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveChoice(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});
