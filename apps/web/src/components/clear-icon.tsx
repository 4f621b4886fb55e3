import { CloseCircleFilled } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * `allowClear` for a field: antd names an icon by its icon name ("close-circle") in every
 * language, so the clear button takes this icon's label instead, in the user's language.
 */
export function useAllowClear() {
  const { t } = useTranslation();
  return useMemo(() => ({ clearIcon: <CloseCircleFilled aria-label={t('a11y.clear')} /> }), [t]);
}
