import { describe, expect, it } from 'vitest';
import { truncate } from './text';

describe('truncate', () => {
  it('cuts at the given length and appends an ellipsis', () => {
    expect(truncate('Vessel departed Shanghai', 6)).toBe('Vessel...');
  });

  it('keeps a text of the given length or shorter unchanged', () => {
    expect(truncate('Vessel', 6)).toBe('Vessel');
    expect(truncate('', 6)).toBe('');
  });

  it('counts characters, not UTF-16 units, so it never splits one', () => {
    expect(truncate('船已离港🚢🚢', 5)).toBe('船已离港🚢...');
  });
});
