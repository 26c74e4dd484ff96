import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { theme } from '../app/theme';
import { i18n } from '../i18n';

/**
 * Renders a screen with the app's providers, at a given route; a test that watches the queries
 * (their errors, their cache) passes its own client.
 */
export function renderScreen(ui: ReactElement, route = '/', client = createQueryClient()) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}
