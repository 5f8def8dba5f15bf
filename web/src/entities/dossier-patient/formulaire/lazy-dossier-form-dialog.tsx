// The patient-file form as the screens open it: its module (dossier-form-dialog.tsx, with the form's
// fields, date pickers, attachments and history) is a chunk of its own, loaded when a file is opened,
// not with the screen (docs/architecture.md "First load of the SPA"). Same contract as DossierFormDialog.
import { lazy, Suspense } from 'react';
import type { DossierFormDialogProps } from './use-dossier-form.ts';

const Formulaire = lazy(() =>
  import('./dossier-form-dialog.tsx').then((m) => ({ default: m.DossierFormDialog })),
);

export function DossierFormDialog(props: DossierFormDialogProps) {
  return (
    <Suspense fallback={null}>
      <Formulaire {...props} />
    </Suspense>
  );
}
