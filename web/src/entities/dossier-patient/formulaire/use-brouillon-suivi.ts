// The local draft of the patient-file form follows the typing: written at each change while the form
// differs from the stored file, removed once it equals it; a read-only form keeps nothing.
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { useEffect } from 'react';
import { ecrireBrouillon, effacerBrouillon, type ValeursDossier } from './valeurs-dossier.ts';

export function useBrouillonSuivi({
  cle,
  lectureSeule,
  modifie,
  valeurs,
  base,
  version,
  dossier,
  signatureInitiale,
}: {
  cle: string;
  lectureSeule: boolean;
  modifie: boolean;
  valeurs: ValeursDossier;
  base: ValeursDossier;
  version: number | undefined;
  dossier: DossierPatientStocke | null;
  /** The prefill of a new file, so that a draft is restored only over the same prefill. */
  signatureInitiale: string;
}) {
  useEffect(() => {
    if (lectureSeule) return;
    if (!modifie) {
      effacerBrouillon(cle);
      return;
    }
    ecrireBrouillon(cle, {
      valeurs,
      base,
      version,
      initial: dossier === null ? signatureInitiale : undefined,
      enregistreLe: new Date().toISOString(),
    });
  }, [cle, valeurs, base, version, modifie, lectureSeule, dossier, signatureInitiale]);
}
