// The row action of a patient-file list (the patient list, the report worklist): opens the file.
import { Button } from 'primereact/button';

export function BoutonOuvrir({ label, onClick }: { label: string; onClick: () => void }) {
  return <Button type="button" icon="pi pi-folder-open" rounded text aria-label={label} onClick={onClick} />;
}
