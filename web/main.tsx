import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startI18n } from './i18n/i18n-store';
import { preloadRoute } from './routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// The language first (its core messages download beside the page's chunk), then the page.
const language = startI18n();
preloadRoute(window.location.pathname);

// Should the messages fail to download, the page still renders (showing keys) rather than nothing.
void language
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
