import { describe, expect, it } from 'vitest';
import { limitHeapGrowth } from './heap-growth.js';

describe('limitHeapGrowth', () => {
  it("sets the server's heap growth when the process was started without one", () => {
    expect(limitHeapGrowth(['--enable-source-maps'])).toBe(true);
  });

  it("keeps an operator's own value from the node command line", () => {
    expect(limitHeapGrowth(['--heap-growing-percent=50'])).toBe(false);
    expect(limitHeapGrowth(['--heap_growing_percent=10'])).toBe(false);
  });
});
