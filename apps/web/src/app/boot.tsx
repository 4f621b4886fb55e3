// The app itself, loaded by main.tsx once index.html's first paint is on screen.
import 'antd/dist/reset.css';
import './accessibility.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from '../i18n';
import { installErrorReporting } from '../lib/error-reporting';
import { AppProvider } from './provider';
import { AppRouter } from './router';

installErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The stored language's messages come in a chunk of their own (issue 15); without them (a failed
// fetch) the app still renders, with the keys, rather than stay blank.
void languageReady
  .catch(() => undefined)
  .then(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
