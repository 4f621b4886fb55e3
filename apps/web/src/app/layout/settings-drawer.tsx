import { CheckOutlined } from '@ant-design/icons';
import { Drawer, Flex, Radio, Switch, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { textColorOn } from '../../shared/theme/theme-colors';
import { type SettingKey, THEME_PRESETS, useSettingsStore } from '../../stores/settings-store';

const SWITCHES = ['tagsView', 'fixedHeader', 'sidebarLogo'] as const satisfies SettingKey[];

/** Spec §2: the page style settings, theme colour (8 presets), tags view, fixed header and sidebar logo. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const settings = useSettingsStore();

  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} size={300} data-testid="settings-drawer">
      <Flex vertical gap="large">
        <Flex vertical gap="small">
          <Typography.Text strong id="settings-theme-label">
            {t('settings.theme')}
          </Typography.Text>
          <Radio.Group
            aria-labelledby="settings-theme-label"
            value={settings.theme}
            onChange={(event) => settings.changeSetting('theme', String(event.target.value))}
            style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}
          >
            {THEME_PRESETS.map((color) => (
              <Radio.Button
                key={color}
                value={color}
                aria-label={color}
                data-testid={`theme-color-${color}`}
                style={{
                  background: color,
                  width: 32,
                  padding: 0,
                  textAlign: 'center',
                  borderRadius: token.borderRadiusSM,
                }}
              >
                {color === settings.theme && <CheckOutlined style={{ color: textColorOn(color) }} />}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Flex>
        {SWITCHES.map((key) => (
          <Flex key={key} justify="space-between" align="center">
            <Typography.Text id={`settings-${key}-label`}>{t(`settings.${key}`)}</Typography.Text>
            <Switch
              checked={settings[key]}
              onChange={(checked) => settings.changeSetting(key, checked)}
              aria-labelledby={`settings-${key}-label`}
              data-testid={`settings-${key}`}
            />
          </Flex>
        ))}
      </Flex>
    </Drawer>
  );
}
