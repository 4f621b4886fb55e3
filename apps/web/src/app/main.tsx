import 'antd/dist/reset.css';
import './accessibility.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReload } from '../lib/chunk-reload';
import { installErrorReporting } from '../lib/error-reporting';
import { AppProvider } from './provider';
import { AppRouter } from './router';

installErrorReporting();
installChunkReload();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
