import { describe, expect, it } from 'vitest';
import { isExternalLink, telHref } from './external-link';

describe('isExternalLink', () => {
  it.each(['http://example.com', 'https://example.com/a?b=1', 'mailto:ops@example.com', 'tel:+862155550100'])(
    'treats %s as external',
    (path) => {
      expect(isExternalLink(path)).toBe(true);
    },
  );

  it.each(['/dashboard/index', 'dashboard', 'ftp://example.com', 'javascript:alert(1)', ' https://x', ''])(
    'treats %j as a route of the app',
    (path) => {
      expect(isExternalLink(path)).toBe(false);
    },
  );
});

describe('telHref', () => {
  it('calls the number without its spaces', () => {
    expect(telHref('+86 21 6888 0101')).toBe('tel:+862168880101');
  });
});
