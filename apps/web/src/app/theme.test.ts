import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, createAppTheme, DEFAULT_PRIMARY_COLOR, textColorOn } from './theme';

describe('app theme', () => {
  it('uses the spec default colour #409EFF', () => {
    expect(createAppTheme().token?.colorPrimary).toBe('#409EFF');
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', DEFAULT_PRIMARY_COLOR)).toBeCloseTo(2.78, 2);
  });

  it.each([DEFAULT_PRIMARY_COLOR, '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'])(
    'keeps primary button text readable on %s',
    (primary) => {
      expect(contrastRatio(textColorOn(primary), primary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    },
  );
});
