import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../../lib/chunk-reload';

/**
 * Shown when a page fails to render. A page whose script could not be loaded (a new release
 * replaced it) is already reloading; anything else can be retried by reloading.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const updating = isChunkLoadError(error);
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result
        status={updating ? 'info' : 'error'}
        title={t(updating ? 'errorPage.updating' : 'errorPage.title')}
        subTitle={updating ? undefined : t('errorPage.description')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()} data-testid="error-page-reload">
            {t('errorPage.reload')}
          </Button>
        }
      />
    </Flex>
  );
}
