import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import screenfull from 'screenfull';

/** Spec §2: toggles fullscreen; a browser without it gets the warning 'you browser can not work'. */
export function FullscreenButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [fullscreen, setFullscreen] = useState(screenfull.isEnabled && screenfull.isFullscreen);

  useEffect(() => {
    if (!screenfull.isEnabled) return;
    const update = () => setFullscreen(screenfull.isFullscreen);
    screenfull.on('change', update);
    return () => screenfull.off('change', update);
  }, []);

  const label = t(fullscreen ? 'fullscreen.exit' : 'fullscreen.enter');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        id="screenfull"
        icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={label}
        aria-pressed={fullscreen}
        onClick={() => {
          if (!screenfull.isEnabled) {
            message.warning(t('fullscreen.unsupported'));
            return;
          }
          void screenfull.toggle();
        }}
        data-testid="fullscreen-toggle"
      />
    </Tooltip>
  );
}
