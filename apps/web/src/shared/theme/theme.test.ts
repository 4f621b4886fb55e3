import { theme } from 'antd';
import { PresetColors } from 'antd/es/theme/interface';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  contrastRatio,
  mixColors,
  readableTone,
  relativeLuminance,
  WHITE,
} from '../../lib/contrast';
import { presetTagStyleSheet, presetTagTextColor } from '../../lib/preset-tag-colors';
import { THEME_PRESETS } from '../../stores/settings-store';
import { createAppTheme, DERIVED_TOKEN_STORAGE_KEY, rememberedDerivative } from './theme';
import { DEFAULT_PRIMARY_COLOR, textColorOn, themeTones } from './theme-colors';

describe('app theme', () => {
  it('uses the spec default colour #409EFF as the brand colour', () => {
    expect(createAppTheme().token?.colorPrimary).toBe('#409EFF');
  });

  it('computes WCAG relative luminance and contrast ratios', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(contrastRatio(WHITE, '#000000')).toBeCloseTo(21);
    expect(contrastRatio(WHITE, DEFAULT_PRIMARY_COLOR)).toBeCloseTo(2.78, 2);
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
  });

  it('mixes colours channel by channel', () => {
    expect(mixColors('#409eff', '#000000', 0)).toBe('#409eff');
    expect(mixColors('#409eff', '#000000', 1)).toBe('#000000');
    expect(mixColors('#000000', WHITE, 0.5)).toBe('#808080');
  });

  it('darkens a colour just enough to read at 4.5:1', () => {
    const tone = readableTone(DEFAULT_PRIMARY_COLOR);
    expect(contrastRatio(tone, WHITE)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // One step lighter no longer reads: the tone is the lightest that does.
    expect(contrastRatio(mixColors(tone, WHITE, 0.02), WHITE)).toBeLessThan(AA_TEXT_CONTRAST);
    // Still a blue: darkened, not greyed.
    const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(tone.slice(start, start + 2), 16));
    expect(b).toBeGreaterThan(g ?? 0);
    expect(g).toBeGreaterThan(r ?? 0);
  });

  it('keeps a colour that already reads, and meets every background it is given', () => {
    expect(readableTone('#304156')).toBe('#304156');
    const onTint = readableTone('#52c41a', [WHITE, '#f6ffed']);
    expect(contrastRatio(onTint, '#f6ffed')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it.each(THEME_PRESETS)('the preset %s carries readable text, links, selection and focus', (primary) => {
    const { text, selectedBackground } = themeTones(primary);
    expect(contrastRatio(text, WHITE)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(text, selectedBackground)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(textColorOn(primary), primary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);

    const config = createAppTheme(primary);
    expect(config.token?.colorPrimary).toBe(primary);
    expect(config.token?.colorLink).toBe(text);
    expect(config.components?.Menu?.itemSelectedColor).toBe(text);
    expect(config.components?.Tabs?.itemSelectedColor).toBe(text);
    // The focus outline (antd draws it in colorPrimaryBorder) against the white page.
    expect(contrastRatio(config.token?.colorPrimaryBorder ?? WHITE, WHITE)).toBeGreaterThanOrEqual(
      AA_NON_TEXT_CONTRAST,
    );
  });

  it('draws status texts (tags) readable on their light backgrounds', () => {
    const token = createAppTheme().token ?? {};
    for (const status of ['Success', 'Info', 'Warning', 'Error'] as const) {
      const color = token[`color${status}`] ?? WHITE;
      expect(contrastRatio(color, token[`color${status}Bg`] ?? WHITE)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('draws preset-coloured tags (shade 7 on shade 1) readable', () => {
    const palette = theme.getDesignToken() as unknown as Record<string, string>;
    for (const preset of ['cyan', 'gold', 'purple', 'green', 'blue']) {
      const text = presetTagTextColor(preset) ?? WHITE;
      expect(contrastRatio(text, palette[`${preset}1`] ?? WHITE)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
    expect(presetTagTextColor('default')).toBeUndefined();
  });

  it("takes the preset tags' shades from antd's own palette", () => {
    const palette = theme.getDesignToken() as unknown as Record<string, string>;
    const rules = presetTagStyleSheet();
    for (const preset of PresetColors) {
      const text = readableTone(palette[`${preset}7`] ?? '', [WHITE, palette[`${preset}1`] ?? '']);
      expect(presetTagTextColor(preset), preset).toBe(text);
      expect(rules).toContain(`.ant-tag.ant-tag-${preset}:not(.ant-tag-solid){color:${text}!important}`);
    }
  });

  it('writes one readable text rule for each light preset tag, leaving solid tags alone', () => {
    const rules =
      presetTagStyleSheet().match(
        /\.ant-tag\.ant-tag-(\w+):not\(\.ant-tag-solid\)\{color:(#[0-9a-f]{6})!important\}/g,
      ) ?? [];
    expect(rules).toHaveLength(13);
    const gold = presetTagStyleSheet().match(
      /ant-tag-gold:not\(\.ant-tag-solid\)\{color:(#[0-9a-f]{6})!important\}/,
    )?.[1];
    expect(gold).toBe(presetTagTextColor('gold'));
  });
});

describe('remembered theme derivative', () => {
  const seed = (colorPrimary: string) => ({ ...theme.getDesignToken(), colorPrimary });

  beforeEach(() => localStorage.clear());

  it("answers antd's own token, derived once and then read from local storage", () => {
    const derive = vi.fn(theme.defaultAlgorithm);
    const expected = theme.defaultAlgorithm(seed('#409EFF'));
    expect(rememberedDerivative(derive)(seed('#409EFF'))).toEqual(expected);
    expect(derive).toHaveBeenCalledTimes(1);
    // Another page load: a new function, the same storage.
    expect(rememberedDerivative(derive)(seed('#409EFF'))).toEqual(expected);
    expect(derive).toHaveBeenCalledTimes(1);
  });

  it('derives afresh for another seed, and when the stored entry is unreadable', () => {
    const derive = vi.fn(theme.defaultAlgorithm);
    rememberedDerivative(derive)(seed('#409EFF'));
    expect(rememberedDerivative(derive)(seed('#13C2C2')).colorPrimary).toBe(
      theme.defaultAlgorithm(seed('#13C2C2')).colorPrimary,
    );
    expect(derive).toHaveBeenCalledTimes(2);
    localStorage.setItem(DERIVED_TOKEN_STORAGE_KEY, '{not json');
    expect(rememberedDerivative(derive)(seed('#13C2C2'))).toEqual(theme.defaultAlgorithm(seed('#13C2C2')));
    expect(derive).toHaveBeenCalledTimes(3);
  });
});
