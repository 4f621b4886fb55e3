import { describe, expect, it } from 'vitest';
import { redirectTargetFrom } from './redirect-target';

const target = (query: string) => redirectTargetFrom(new URLSearchParams(query));

describe('redirectTargetFrom', () => {
  it('returns a path on this site with its query', () => {
    expect(target('redirect=%2FcargoStatus%2FnewOrders%3Fpage%3D2')).toBe('/cargoStatus/newOrders?page=2');
  });

  it.each(['redirect=https%3A%2F%2Fevil.example', 'redirect=%2F%2Fevil.example', 'redirect=%2F%5Cevil.example', ''])(
    'falls back to home for %j',
    (query) => {
      expect(target(query)).toBe('/');
    },
  );
});
