import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { i18n } from '../i18n';
import { notifyError } from '../lib/notify';
import { createRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

// The toast container (and its transition library) loads after the first screen; toasts raised
// before it mounts wait in the notifications store and show once it has.
const ToastContainer = lazy(async () => ({
  default: (await import('../components/toast-container')).ToastContainer,
}));

export function App() {
  const [queryClient] = useState(() =>
    createQueryClient({ onQueryError: (message) => notifyError(message) }),
  );
  const [router] = useState(createRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <Suspense fallback={null}>
          <ToastContainer />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
