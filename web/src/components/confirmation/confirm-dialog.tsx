// PrimeReact's ConfirmDialog as the screens render it (controlled by `visible`): its module and the
// Dialog under it are a chunk loaded after the screen's first render, not with the route
// (docs/architecture.md "First load of the SPA"). Same props as PrimeReact's ConfirmDialog.
import type { ConfirmDialogProps } from 'primereact/confirmdialog';
import { lazy, Suspense } from 'react';

const Dialog = lazy(() => import('primereact/confirmdialog').then((m) => ({ default: m.ConfirmDialog })));

export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
