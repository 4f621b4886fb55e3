import { theme } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { focusStatic } from '../../utils/focus';
import { visibleHeading } from './page-focus';
import './skip-link.css';

/**
 * The first tab stop of the frame: skips the menu, the header and the tabs to the page's heading,
 * from where the next Tab reaches the page's first control (its filters, on a list).
 */
export function SkipLink({ main }: { main: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      className="skip-link"
      style={{ background: token.colorBgContainer, color: token.colorText, borderRadius: token.borderRadius }}
      onClick={() => {
        const area = main.current;
        if (area) focusStatic(visibleHeading(area) ?? area);
      }}
      data-testid="skip-link"
    >
      {t('keyboard.skipToContent')}
    </button>
  );
}
