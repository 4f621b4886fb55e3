import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, type SettingKey, useSettingsStore } from './settings-store';

const settingsOf = () => {
  const { changeSetting: _, ...settings } = useSettingsStore.getState();
  return settings;
};

describe('settings store (spec §2, §4)', () => {
  it('starts from the defaults: #409EFF, tags view, fixed header, no sidebar logo', () => {
    useSettingsStore.setState(DEFAULT_SETTINGS);
    expect(settingsOf()).toEqual({ theme: '#409EFF', tagsView: true, fixedHeader: true, sidebarLogo: false });
  });

  it('changes a known setting and keeps it in local storage', () => {
    useSettingsStore.setState(DEFAULT_SETTINGS);
    useSettingsStore.getState().changeSetting('theme', '#13c2c2');
    useSettingsStore.getState().changeSetting('tagsView', false);
    expect(settingsOf()).toMatchObject({ theme: '#13c2c2', tagsView: false });
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({
      ...DEFAULT_SETTINGS,
      theme: '#13c2c2',
      tagsView: false,
    });
  });

  it('sets nothing for an unknown key, nor a value of the wrong type', () => {
    useSettingsStore.setState(DEFAULT_SETTINGS);
    const { changeSetting } = useSettingsStore.getState();
    changeSetting('showSettings' as SettingKey, true);
    changeSetting('fixedHeader', 'no' as unknown as boolean);
    expect(settingsOf()).toEqual(DEFAULT_SETTINGS);
    expect(Object.keys(useSettingsStore.getState())).not.toContain('showSettings');
  });

  it('reads the stored settings after a reload, ignoring unknown keys and wrong types', async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ theme: '#f5222d', sidebarLogo: true, fixedHeader: 'yes', errorLog: 'production' }),
    );
    vi.resetModules();
    const reloaded = await import('./settings-store');
    const { changeSetting: _, ...settings } = reloaded.useSettingsStore.getState();
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, theme: '#f5222d', sidebarLogo: true });
  });
});
