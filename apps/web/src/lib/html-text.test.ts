import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('gives the text of the markup, spaces collapsed, without the text of scripts and styles', () => {
    expect(
      htmlToText('ETA <b>2025-03-01</b>,\n  <i>berth</i> congestion<script>x()</script><style>p{color:red}</style>'),
    ).toBe('ETA 2025-03-01, berth congestion');
  });
});
