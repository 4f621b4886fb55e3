import { describe, expect, it } from 'vitest';
import { THEME_PRESETS } from '../stores/settings-store';
import { AA_TEXT_CONTRAST, contrastRatio, createAppTheme, DEFAULT_PRIMARY_COLOR, textColorOn } from './theme';

describe('app theme', () => {
  it('uses the spec default colour #409EFF', () => {
    expect(createAppTheme().token?.colorPrimary).toBe('#409EFF');
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', DEFAULT_PRIMARY_COLOR)).toBeCloseTo(2.78, 2);
  });

  it.each(THEME_PRESETS)('keeps primary button text readable on the preset %s', (primary) => {
    expect(contrastRatio(textColorOn(primary), primary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
