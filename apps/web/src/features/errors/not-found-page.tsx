import { Button, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  const homeHref = useHref(paths.home);
  // A real link (new tab, copy address) that still navigates inside the app on a plain click.
  const goHome = useLinkClickHandler<HTMLElement>(paths.home);
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result
        status="404"
        title={
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {t('notFound.title')}
          </Typography.Title>
        }
        subTitle={t('notFound.description')}
        extra={
          <Button type="primary" href={homeHref} onClick={goHome} data-testid="not-found-home">
            {t('notFound.backHome')}
          </Button>
        }
      />
    </Flex>
  );
}
