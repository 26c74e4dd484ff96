import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A Turkish visitor's catalogue arrives first, so no screen shows in English for a moment; if it
// cannot be fetched, the app shows in English (the fallback) rather than not at all.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
