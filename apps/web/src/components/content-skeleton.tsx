import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { HiddenText } from './visually-hidden';

/**
 * The shape of content that is loading: antd's skeleton without its title bar, which antd draws as
 * an empty h3 that screen readers list among the page's headings, and a status that says
 * "Loading…" to assistive technology instead of grey bars.
 */
export function ContentSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <HiddenText>{t('common.loading')}</HiddenText>
      <Skeleton active title={false} paragraph={{ rows: 4 }} />
    </div>
  );
}
