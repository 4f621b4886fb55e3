import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps text markup', () => {
    expect(sanitizeHtml('Booking <b>DCG25010001</b> is <i>confirmed</i>')).toBe(
      'Booking <b>DCG25010001</b> is <i>confirmed</i>',
    );
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const clean = sanitizeHtml(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><p style="position:fixed">x</p><a href="javascript:alert(3)">y</a>',
    );
    expect(clean).not.toMatch(/onerror|<script|style=|javascript:/);
    expect(clean).toContain('<p>x</p>');
  });

  it('opens links in a new tab without access to the portal', () => {
    expect(sanitizeHtml('<a href="https://example.com/track">track</a>')).toBe(
      '<a href="https://example.com/track" target="_blank" rel="noopener noreferrer">track</a>',
    );
  });
});
