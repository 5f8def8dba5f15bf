// The configuration feature's public entry for the shell: the host of the confirmation a configuration
// save asks for (its screens are routes of app/route-modules.ts). Lazy: the dialog is only opened by a
// configuration save, so it loads after the shell renders (tests/e2e/platform/first-route.test.ts).
import { lazy } from 'react';

export const ConfigurationConfirmHost = lazy(() =>
  import('./configuration-confirm-host.tsx').then((m) => ({ default: m.ConfigurationConfirmHost })),
);
