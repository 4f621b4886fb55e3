import { useTranslation } from 'react-i18next';
import './loading-indicator.css';

/**
 * What shows while a page's code or data loads, without antd (the first load carries no antd): over
 * the whole screen, or `inline` in the place of a part that loads (a tab of the login page).
 */
export function LoadingIndicator({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={inline ? 'loading-indicator loading-indicator-inline' : 'loading-indicator'} role="status">
      <span className="loading-indicator-spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
