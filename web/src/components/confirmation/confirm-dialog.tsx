// PrimeReact's ConfirmDialog as the screens render it (controlled by `visible`): a deferred dialog
// (lib/premier-affichage/dialogue-differe.tsx): its module and the Dialog under it are a chunk fetched
// after the screen's first render, not with the route, and the dialog is rendered from its first
// opening on. Same props as PrimeReact's ConfirmDialog.
import type { ConfirmDialogProps } from 'primereact/confirmdialog';
import { dialogueDiffere } from '../../lib/premier-affichage/dialogue-differe.tsx';

export const ConfirmDialog = dialogueDiffere<ConfirmDialogProps>(
  () => import('primereact/confirmdialog').then((m) => m.ConfirmDialog),
  (props) => props.visible === true,
);
