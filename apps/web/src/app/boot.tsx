// The app itself, loaded by main.tsx once index.html's first paint is on screen.
import 'antd/dist/reset.css';
import './base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from '../i18n';
import { getToken } from '../lib/auth-token';
import { installErrorReporting } from '../lib/error-reporting';
import { queryClient } from '../lib/query-client';
import { portalConfigQuery } from '../shared/portal/portal-config';
import { AppProvider } from './provider';
import { AppRouter, preloadSignedInPage } from './router';

installErrorReporting();

/**
 * zod, which loads with the signed-in pages, probes `new Function` as it defines its first object
 * schema; our Content-Security-Policy (script-src 'self') forbids it, and the browser reports every
 * probe as a violation. `jitless` skips the probe, but `z.config()` would run too late: the
 * contracts' schemas are defined as their chunk loads. zod takes its configuration from this global
 * when it loads (zod/v4/core/core.js), so it is set here, before zod is fetched.
 */
(globalThis as { __zod_globalConfig?: { jitless: boolean } }).__zod_globalConfig = { jitless: true };

// The host's config is asked for now, beside the language pack, not once the app first renders. It
// names the token's cookies: with a token, a signed-in page's first screen is fetched at once, in a
// task of its own: with the config at hand, it ran in the task that evaluates the app's modules and
// made it one long task more on a phone (issue 15).
void queryClient.prefetchQuery(portalConfigQuery).then(() => {
  if (getToken()) setTimeout(() => void preloadSignedInPage(window.location.pathname), 0);
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The stored language's messages come in a chunk of their own (issue 15); without them (a failed
// fetch) the app still renders, with the keys, rather than stay blank.
void languageReady
  .catch(() => undefined)
  .then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider>
            <AppRouter />
          </AppProvider>
        </StrictMode>,
      ),
    ),
  );
