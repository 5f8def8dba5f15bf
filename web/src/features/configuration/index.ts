// The configuration feature's public entry for the shell: the host of the confirmation a configuration
// save asks for (its screens are routes of app/route-modules.ts). Deferred: the dialog is only opened
// by a configuration save, so it loads once the screen has shown its data
// (lib/premier-affichage/differe.tsx, tests/e2e/platform/first-route.test.ts).
import { composantDiffere } from '../../lib/premier-affichage/differe.tsx';

export const ConfigurationConfirmHost = composantDiffere(() =>
  import('./configuration-confirm-host.tsx').then((m) => m.ConfigurationConfirmHost),
);
