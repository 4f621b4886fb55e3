import { App } from 'antd';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { errorMessage } from '../components/error-message';
import { LoadingIndicator } from '../components/loading-indicator';
import { connectErrorDisplay } from '../lib/notify';
import { AntdProvider } from '../shared/theme/antd-provider';

/** Lets the request layer show errors through antd's context-aware message API. */
function ErrorMessageBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    connectErrorDisplay((content) => message.error(errorMessage(content)));
    return () => connectErrorDisplay(undefined);
  }, [message]);
  return null;
}

/**
 * The layout route of every page but the login page, loaded lazily: antd's providers, and antd's
 * message API for the errors of the request layer (the login page shows its own inline).
 */
export function AntdLayout() {
  return (
    <AntdProvider>
      <ErrorMessageBridge />
      <Suspense fallback={<LoadingIndicator />}>
        <Outlet />
      </Suspense>
    </AntdProvider>
  );
}
