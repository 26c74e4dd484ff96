// jsdom lacks a few browser APIs Mantine relies on.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
afterEach(() => cleanup());

// findBy*/waitFor wait for a screen to appear, they do not time it: 1 s (the default) is short
// when a screen's first render transforms a lazy chart chunk on a loaded 2-core CI host, where two
// graph tests were seen to miss it. A screen that never appears still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

// Screens under test use every section of the catalogue, as the app's screens get it through
// the router (app/router.tsx): load the rest of it now, for every language loaded later too.
import { loadFullCatalogue } from '../i18n';
await loadFullCatalogue();
