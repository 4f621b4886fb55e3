import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { signOut } from './session';

/** The session could not be restored after a reload (not an expired one): try again, or sign out. */
export function SessionRestoreFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result
        status="error"
        title={t('session.restoreFailed')}
        extra={[
          <Button key="retry" type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>,
          <Button key="signOut" onClick={() => void signOut()}>
            {t('layout.logout')}
          </Button>,
        ]}
      />
    </Flex>
  );
}
