// Shared set-up of the component tests: DOM clean-up, fresh storage, French interface, jsdom gaps.
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18nReady, loadProductTexts } from '../src/i18n/index.ts';
import { appStore } from '../src/lib/app-store.ts';

// PrimeReact overlays and our breakpoints read matchMedia, which jsdom does not provide.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
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

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await i18nReady;
  // Screens are tested outside the signed-in layout, which loads their texts in the application.
  await loadProductTexts();
});

afterEach(() => {
  cleanup();
  // Files share one module graph (vitest.config.ts, isolate: false): leave the app store as a new page has it.
  appStore.closeOverlay();
  appStore.takeSnacks();
});

// PrimeReact widgets the screens load after their first render in the application (lazy chunks:
// components/list/lazy-data-table.tsx, components/selection/dropdown.tsx, components/confirmation):
// loaded once here, so a test's first render does not wait for their transform.
await Promise.all([
  import('primereact/datatable'),
  import('primereact/dropdown'),
  import('primereact/confirmdialog'),
]);
