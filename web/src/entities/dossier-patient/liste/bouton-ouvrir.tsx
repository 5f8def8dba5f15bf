// The row action of a patient-file list (the patient list, the report worklist): opens the file.
import { BoutonLigne } from '../../../components/list/bouton-ligne.tsx';

export function BoutonOuvrir({ label, onClick }: { label: string; onClick: () => void }) {
  return <BoutonLigne icon="pi pi-folder-open" label={label} onClick={onClick} />;
}
