import { Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthShell } from '../../components/auth-shell';
import { EnvelopeError } from '../../lib/request';
import { useUnsubscribeEmail } from './push-config-api';

/**
 * /customerPool/unsubscribeEmail?token=…, opened from the link in a notification e-mail, without
 * the layout or a session: stops the e-mails and names the (partly hidden) address, or shows why not.
 */
export function UnsubscribeEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeEmail();
  const { mutate } = unsubscribe;
  // Sent once, although StrictMode mounts the page twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate({ Token: token });
  }, [token, mutate]);

  const failure =
    unsubscribe.error instanceof EnvelopeError && unsubscribe.error.Msg ? unsubscribe.error.Msg : t('request.error');
  return (
    <AuthShell title={t('unsubscribe.heading')}>
      {!token && <Result status="warning" title={t('unsubscribe.missingToken')} data-testid="unsubscribe-result" />}
      {token && !unsubscribe.isSuccess && !unsubscribe.isError && <Spin description={t('common.loading')} />}
      {unsubscribe.isSuccess && (
        <Result
          status="success"
          title={t('unsubscribe.done')}
          subTitle={t('unsubscribe.doneFor', { email: unsubscribe.data.MaskedEmail })}
          data-testid="unsubscribe-result"
        />
      )}
      {unsubscribe.isError && (
        <Result status="error" title={t('unsubscribe.failed')} subTitle={failure} data-testid="unsubscribe-result" />
      )}
    </AuthShell>
  );
}
