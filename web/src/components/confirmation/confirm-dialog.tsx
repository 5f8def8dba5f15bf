// PrimeReact's ConfirmDialog as the screens render it (controlled by `visible`): its module and the
// Dialog under it are a chunk fetched after the screen's first render, not with the route
// (docs/architecture.md "First load of the SPA"), and the dialog is rendered from its first opening
// on (a hidden dialog would otherwise be built again at each render of the screen). Same props as
// PrimeReact's ConfirmDialog.
import type { ConfirmDialogProps } from 'primereact/confirmdialog';
import { lazy, Suspense } from 'react';
import { useDialogueDiffere } from '../../lib/use-prechargement.ts';

const charger = () => import('primereact/confirmdialog');
const Dialog = lazy(() => charger().then((m) => ({ default: m.ConfirmDialog })));

export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useDialogueDiffere(props.visible === true, charger)) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
