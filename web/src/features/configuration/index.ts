// The configuration feature's public entry for the shell: the host of the confirmation a configuration
// save asks for (its screens are routes of app/route-modules.ts). Lazy: the dialog is only opened by a
// configuration save, so it loads once the screen has shown its data (lib/apres-affichage.ts,
// tests/e2e/platform/first-route.test.ts).
import { lazy } from 'react';
import { differer } from '../../lib/apres-affichage.ts';

export const ConfigurationConfirmHost = lazy(
  differer(() =>
    import('./configuration-confirm-host.tsx').then((m) => ({ default: m.ConfigurationConfirmHost })),
  ),
);
