import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { RoutesProvider, routes } from '../app/router';
import { AntdProvider } from '../shared/theme/antd-provider';

/** Renders the whole app (providers and routes) at a path, with an in-memory history, in StrictMode as boot.tsx does. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <StrictMode>
      <AppProvider>
        <RoutesProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  return { ...view, router };
}

/** Renders one component inside the app's providers (query client, antd, i18n), for a part no page shows alone. */
export function renderWithProviders(node: ReactNode) {
  return render(
    <StrictMode>
      <AppProvider>
        <AntdProvider>{node}</AntdProvider>
      </AppProvider>
    </StrictMode>,
  );
}
