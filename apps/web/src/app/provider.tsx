import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { queryClient } from '../lib/query-client';

/**
 * What every page needs, the login page included: the translations and the query client. antd's
 * providers wrap the other pages only (antd-provider.tsx), so the login page loads without antd.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
