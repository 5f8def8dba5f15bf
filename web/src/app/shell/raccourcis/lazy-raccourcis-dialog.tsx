// The shortcuts dialog as the user's menu renders it, deferred the one way a dialog is
// (lib/premier-affichage/README.md): its chunk fetched once the screen has shown its data, the dialog
// rendered from its first opening on.
import { dialogueDiffere } from '../../../lib/premier-affichage/dialogue-differe.tsx';

export const RaccourcisDialog = dialogueDiffere(
  () => import('./raccourcis-dialog.tsx').then((m) => m.default),
  ({ visible }: { visible: boolean; onHide(): void }) => visible,
);
