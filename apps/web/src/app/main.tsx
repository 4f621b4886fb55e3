import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hasGlobalEnums, loadGlobalEnums } from '../features/dictionary/dictionary';
import { AppProvider } from './provider';
import { AppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

// Until login exists the enumerations load at start; the request layer has already shown or logged a failure.
if (!hasGlobalEnums()) loadGlobalEnums().catch(() => undefined);
