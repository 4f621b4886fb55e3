import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { EnvelopeError } from '../../lib/request';
import { usePagePaths } from '../../shared/permissions/page-paths';
import { callbackLogin } from './auth-api';
import { landingPath, startSession } from './session';

/**
 * /home/callbackLogin?ticket=: a forwarder staff member opens the portal as a client user. The
 * single-use ticket is exchanged for a session once, then the user's first page opens.
 */
export function CallbackLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const ticket = searchParams.get('ticket')?.trim() ?? '';
  const loginHref = useHref(paths.login);
  const goToLogin = useLinkClickHandler<HTMLElement>(paths.login);
  const pagePaths = usePagePaths();
  const exchange = useMutation({
    // The page shows the failure itself, with a way back to the login page.
    mutationFn: async (Ticket: string) => startSession(await callbackLogin({ Ticket }, { skipErrorHandler: true })),
    onSuccess: () => navigate(landingPath(paths.home, pagePaths), { replace: true }),
  });
  const { mutate } = exchange;
  // A ticket works once: the ref keeps a second mount of the page (StrictMode) from spending it again.
  const exchanged = useRef(false);
  useEffect(() => {
    if (exchanged.current || !ticket) return;
    exchanged.current = true;
    mutate(ticket);
  }, [ticket, mutate]);

  if (ticket && !exchange.isError) return <Spin fullscreen description={t('callbackLogin.signingIn')} />;

  const reason = exchange.error instanceof EnvelopeError && exchange.error.Msg ? exchange.error.Msg : undefined;
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result
        status="error"
        title={t('callbackLogin.failed')}
        subTitle={ticket ? (reason ?? t('request.error')) : t('callbackLogin.missingTicket')}
        extra={
          <Button type="primary" href={loginHref} onClick={goToLogin} data-testid="callback-login-to-login">
            {t('callbackLogin.toLogin')}
          </Button>
        }
      />
    </Flex>
  );
}
