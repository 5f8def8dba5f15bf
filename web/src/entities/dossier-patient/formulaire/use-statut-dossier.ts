// The status buttons of the patient-file form (use-dossier-form.ts): typed changes are saved first, then
// the server is asked for the move; a refusal for an incomplete file shows the alert and the fields the
// status needs, a requisition to confirm opens the confirmation.
import { avecDatesExamen, statutPrecedentPourCible } from '@umj/shared/dossier-patient';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { CODE_DOSSIER_INCOMPLET, CODE_REQUISITION_A_CONFIRMER } from '@umj/shared/dossiers-api';
import type { StatutId } from '@umj/shared/statuts-dossier';
import { startTransition, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/list/list-notices.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useChangerStatut } from '../api/change-statut-dossier.ts';
import { focaliserPremier, type ChampsDossier } from './use-champs-dossier.ts';
import type { Alerte } from './use-conflit-dossier.ts';
import { effacerBrouillon, problemesDuFormulaire } from './valeurs-dossier.ts';

export interface EnvStatut {
  bureauId: string;
  cle: string;
  dossier: DossierPatientStocke | null;
  statutActuel: StatutId | null;
  modeAnticipe: boolean;
  lectureSeule: boolean;
  modifie: boolean;
  enCours: boolean;
  setEnCours(enCours: boolean): void;
  setAlerte(alerte: Alerte): void;
  champs: ChampsDossier;
  /** Saves the typed changes: the stored file, or null when refused (messages shown). */
  enregistrer(): Promise<DossierPatientStocke | null>;
  /** The stored file becomes the form's start. */
  repartirDe(lu: DossierPatientStocke): void;
  /** A failed call: a conflict, a field's message or an alert. */
  echec(error: unknown): Promise<void>;
}

export function useStatutDossier(env: EnvStatut) {
  const { bureauId, cle, dossier, statutActuel, modeAnticipe, champs, setAlerte } = env;
  const [confirmation, setConfirmation] = useState<StatutId | null>(null);
  const changerStatut = useChangerStatut();
  /** A move asked and not answered yet: a second click before the transition's render is ignored. */
  const enVol = useRef(false);
  const { t } = useTranslation();

  /**
   * The refusal of a status change: the incomplete-file alert (docs/product-rules.md#statuses, in the
   * interface language), with the fields the status needs.
   */
  const refusStatut = (cible: StatutId) => {
    champs.setStatutVise(cible);
    champs.setSoumis(true);
    setAlerte({ severite: 'error', texte: t('dossiers-patients:dialogueStatut.incomplet') });
    focaliserPremier(
      champs.valeurs,
      problemesDuFormulaire(avecDatesExamen(champs.valeurs, cible, new Date()), {
        statut: cible,
        statutPrecedent: statutPrecedentPourCible(cible, statutActuel),
        modeAnticipe,
      }),
    );
  };

  /** A status button: saves typed changes first, then asks the server for the move. */
  const demanderStatut = async (cible: StatutId, requisitionConfirmee = false) => {
    if (dossier === null || enVol.current || env.enCours || env.lectureSeule) return;
    enVol.current = true;
    // The click paints at once; the form's render (every field, disabled while the move is asked)
    // follows as a transition, in slices (docs/architecture.md#main-thread-work-of-the-screens).
    startTransition(() => {
      env.setEnCours(true);
      setAlerte(null);
    });
    try {
      const courant = env.modifie ? await env.enregistrer() : dossier;
      if (courant === null) return;
      const lu = await changerStatut.mutateAsync({
        bureauId,
        id: courant.id,
        statut: cible,
        version: courant.version,
        requisitionConfirmee,
      });
      env.repartirDe(lu);
      champs.setStatutVise(null);
      champs.setSoumis(false);
      champs.effacerTouches();
      effacerBrouillon(cle);
      notifySuccess('objetUpdated');
    } catch (error) {
      if (error instanceof ApiError && error.code === CODE_DOSSIER_INCOMPLET) refusStatut(cible);
      else if (error instanceof ApiError && error.code === CODE_REQUISITION_A_CONFIRMER)
        setConfirmation(cible);
      else await env.echec(error);
    } finally {
      enVol.current = false;
      env.setEnCours(false);
    }
  };

  return { confirmation, demanderStatut, annulerConfirmation: () => setConfirmation(null) };
}
