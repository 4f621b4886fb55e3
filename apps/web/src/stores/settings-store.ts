import { create } from 'zustand';
import { readStoredJson } from '../lib/stored-json';

/** Spec §9: eight theme colour presets, the first the default. */
export const THEME_PRESETS = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;

/** The settings panel's settings (spec §2) and their defaults. */
export const DEFAULT_SETTINGS = {
  theme: THEME_PRESETS[0] as string,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: false,
};
export type Settings = typeof DEFAULT_SETTINGS;
export type SettingKey = keyof Settings;

/** Local-storage key of the settings, a preference of the browser kept across sign-ins. */
export const SETTINGS_STORAGE_KEY = 'settings';

function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(DEFAULT_SETTINGS, key);
}

function isSettingValue(key: SettingKey, value: unknown): boolean {
  return typeof value === typeof DEFAULT_SETTINGS[key];
}

/** The stored settings, each known key with a value of the right type; anything else is ignored. */
function readStoredSettings(): Settings {
  const stored = readStoredJson(localStorage, SETTINGS_STORAGE_KEY);
  if (typeof stored !== 'object' || stored === null) return { ...DEFAULT_SETTINGS };
  const known = Object.entries(stored).filter(([key, value]) => isSettingKey(key) && isSettingValue(key, value));
  return { ...DEFAULT_SETTINGS, ...Object.fromEntries(known) };
}

interface SettingsState extends Settings {
  /** Spec §4: a change sets only a known setting, and only to a value of its type. */
  changeSetting: <Key extends SettingKey>(key: Key, value: Settings[Key]) => void;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...readStoredSettings(),
  changeSetting: (key, value) => {
    if (!isSettingKey(key) || !isSettingValue(key, value)) return;
    set({ [key]: value });
    const { changeSetting: _, ...settings } = get();
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  },
}));
