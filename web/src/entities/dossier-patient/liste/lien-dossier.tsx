// The link-looking button of a list cell that opens a patient file (or a slip): the patient list, the
// report worklist and the bordereaux show it alike.
import type { ReactNode } from 'react';
import './lien-dossier.css';

export function LienDossier({
  onClick,
  children,
  dir,
}: {
  onClick: () => void;
  children: ReactNode;
  dir?: 'auto';
}) {
  return (
    <button type="button" className="umj-dossier-lien" dir={dir} onClick={onClick}>
      {children}
    </button>
  );
}
