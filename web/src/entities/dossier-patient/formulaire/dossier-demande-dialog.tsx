// The file a list opens from its URL (`?dossier=<bureauId>~<id>`, `dossierDemande`) in the form dialog;
// nothing while none is asked for. Keyed by the file, so opening another one starts a fresh form.
import { DossierFormDialog } from './lazy-dossier-form-dialog.tsx';

export function DossierDemandeDialog({
  demande,
  onClose,
}: {
  demande: { bureauId: string; id: number } | null;
  onClose(): void;
}) {
  if (demande === null) return null;
  return (
    <DossierFormDialog
      key={`${demande.bureauId}~${demande.id}`}
      bureauId={demande.bureauId}
      dossierId={demande.id}
      onClose={onClose}
    />
  );
}
