// The patient-file form as the screens open it: its module (dossier-form-dialog.tsx, with the form's
// fields, date pickers, attachments and history) is a chunk of its own, loaded when a file is opened,
// not with the screen (docs/architecture.md "First load of the SPA"), together with the date fields'
// Calendar (components/champ-date), so that the form opens with its fields ready. Same contract as
// DossierFormDialog.
import { lazy, Suspense } from 'react';
import { chargerCalendrier } from '../../../components/champ-date/charger-calendrier.ts';
import type { DossierFormDialogProps } from './use-dossier-form.ts';

const Formulaire = lazy(() =>
  Promise.all([import('./dossier-form-dialog.tsx'), chargerCalendrier()]).then(([m]) => ({
    default: m.DossierFormDialog,
  })),
);

export function DossierFormDialog(props: DossierFormDialogProps) {
  return (
    <Suspense fallback={null}>
      <Formulaire {...props} />
    </Suspense>
  );
}
