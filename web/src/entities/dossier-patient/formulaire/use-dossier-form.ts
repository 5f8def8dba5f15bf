// The state of the patient-file form (its view is dossier-form-dialog.tsx): the typed values and the
// local draft (nothing typed is lost), the shared rules of the file's status at their fields (as the
// user types once a field was touched, and on save; a server 400 `field` at its field), the rights
// (read-only when shared peutModifierDossier says so, frozen fields on a standing bordereau), the save
// and the status buttons (the incomplete-file alert, the requisition confirmation), and on a 409
// VERSION_CONFLICT a field-by-field merge saved at the new version (lib/forms/conflit.ts). Its parts:
// use-champs-dossier.ts (field state), use-conflit-dossier.ts (the merge), use-statut-dossier.ts
// (the status buttons); this hook loads, saves and keeps the draft.
import { useQueryClient } from '@tanstack/react-query';
import { bordereauEnVigueur } from '@umj/shared/dossier-facture';
import { peutModifierDossier, statutPrecedentPourCible } from '@umj/shared/dossier-patient';
import type {
  DossierPatientStocke,
  DossierSaisie,
  ReponseEnregistrementDossier,
} from '@umj/shared/dossiers-api';
import { peutFixerMontant } from '@umj/shared/montants-dossier';
import type { AvertissementRequisition } from '@umj/shared/requisitions';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/list/list-notices.ts';
import { ApiError, errorMessage, estConflit } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { dossiersKey } from '../api/cles-dossiers.ts';
import { useCreerDossier } from '../api/create-dossier.ts';
import { useModifierDossier } from '../api/update-dossier.ts';
import {
  champsModifies,
  cleBrouillon,
  effacerBrouillon,
  etatInitial,
  valeursDuDossier,
  versSaisie,
  type Brouillon,
  type ChampDossier,
} from './valeurs-dossier.ts';
import { etatDesChamps } from './etat-des-champs.ts';
import { useBrouillonSuivi } from './use-brouillon-suivi.ts';
import { focaliserPremier, useChampsDossier } from './use-champs-dossier.ts';
import { useConflitDossier, type Alerte } from './use-conflit-dossier.ts';
import { useStatutDossier } from './use-statut-dossier.ts';

export type { Alerte } from './use-conflit-dossier.ts';

export interface DossierFormDialogProps {
  bureauId: string;
  /** null: a new file. */
  dossierId: number | null;
  /** Prefill of a new file (e.g. date, hour, examiner and kind from an agenda slot). */
  initial?: Partial<DossierSaisie>;
  /** Early mode: the patient's name is required only once a status is set. */
  modeAnticipe?: boolean;
  /** Called when the dialog closes; with the stored file after a save. */
  onClose(saved?: DossierPatientStocke): void;
}

export function useDossierForm({
  bureauId,
  dossierId,
  initial,
  modeAnticipe = false,
  stocke,
}: Omit<DossierFormDialogProps, 'onClose'> & { stocke: DossierPatientStocke | null }) {
  const { t } = useTranslation(['dossiers-patients', 'common']);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const cle = cleBrouillon(user?.id ?? '', bureauId, dossierId);
  const [depart] = useState(() => etatInitial(cle, stocke, initial));
  const [dossier, setDossier] = useState<DossierPatientStocke | null>(stocke);
  const champs = useChampsDossier(depart, stocke, user);
  const { base, valeurs, setValeurs, statutVise } = champs;
  const [brouillonRestaure, setBrouillonRestaure] = useState<Brouillon | null>(depart.brouillon);
  const [alerte, setAlerte] = useState<Alerte>(null);
  const [avertissements, setAvertissements] = useState<AvertissementRequisition[]>([]);
  const [enCours, setEnCours] = useState(false);
  const [versionLue, setVersionLue] = useState(depart.brouillon?.version ?? stocke?.version);
  const creer = useCreerDossier();
  const modifier = useModifierDossier();

  const statutActuel = dossier?.statut?.id ?? null;
  const peutModifier =
    user !== null &&
    peutModifierDossier(user, { id: dossier?.id ?? 0, examinateur: dossier?.examinateur ?? null });
  const lectureSeule = !peutModifier;
  // On a standing bordereau only the notes and the examiner's feedback stay editable, no status change.
  const numeroFacture = dossier === null ? null : bordereauEnVigueur(dossier);
  const modifie = champsModifies(valeurs, base).length > 0;

  const { problemes, requis, erreurs } = etatDesChamps({
    valeurs,
    statutVise,
    contexte: {
      statut: statutVise ?? statutActuel,
      statutPrecedent:
        statutVise === null ? statutActuel : statutPrecedentPourCible(statutVise, statutActuel),
      modeAnticipe,
    },
    erreursServeur: champs.erreursServeur,
    montrer: (champ) => champs.soumis || champs.touches.has(champ),
  });

  // The local draft follows the typing; nothing is kept once the form equals the stored file.
  useBrouillonSuivi({
    cle,
    lectureSeule,
    modifie,
    valeurs,
    base,
    version: versionLue,
    dossier,
    signatureInitiale: depart.signatureInitiale,
  });

  const apresLecture = (lu: DossierPatientStocke) => {
    setDossier(lu);
    setVersionLue(lu.version);
    queryClient.setQueryData(dossiersKey(bureauId, 'dossier', lu.id), lu);
  };
  /** The stored file becomes the form's start (after a save or a status change). */
  const repartirDe = (lu: DossierPatientStocke) => {
    apresLecture(lu);
    const nouvelles = valeursDuDossier(lu);
    champs.setBase(nouvelles);
    setValeurs(nouvelles);
  };

  const conflit = useConflitDossier(depart.conflit, { bureauId, champs, apresLecture, setAlerte });

  const echec = async (error: unknown) => {
    if (estConflit(error)) {
      if (dossier !== null) await conflit.ouvrir(dossier);
      return;
    }
    const champ = error instanceof ApiError ? (error.body.field as ChampDossier | undefined) : undefined;
    if (champ !== undefined && champ in valeurs) {
      champs.setErreursServeur({ [champ]: errorMessage(error) });
      focaliserPremier(valeurs, { [champ]: 'x' });
    } else {
      setAlerte({ severite: 'error', texte: errorMessage(error) });
    }
  };

  /** Saves the form; the stored file, or null when refused (messages shown). */
  const enregistrer = async (): Promise<ReponseEnregistrementDossier | null> => {
    champs.setSoumis(true);
    setAlerte(null);
    if (conflit.stocke) {
      setAlerte({ severite: 'warn', texte: t('dossiers-patients:conflit.aRegler') });
      return null;
    }
    if (Object.keys(problemes).length > 0) {
      focaliserPremier(valeurs, problemes);
      return null;
    }
    const saisie = versSaisie(valeurs, modeAnticipe);
    try {
      const sauve =
        dossier === null
          ? await creer.mutateAsync({ bureauId, saisie })
          : await modifier.mutateAsync({
              bureauId,
              id: dossier.id,
              saisie,
              version: versionLue ?? dossier.version,
            });
      effacerBrouillon(cle);
      repartirDe(sauve);
      setAvertissements(sauve.avertissements ?? []);
      setBrouillonRestaure(null);
      return sauve;
    } catch (error) {
      await echec(error);
      return null;
    }
  };

  /** The submit button: the stored file after a save, null when nothing was saved. */
  const soumettre = async (event: FormEvent) => {
    event.preventDefault();
    if (enCours || lectureSeule) return null;
    setEnCours(true);
    const sauve = await enregistrer();
    setEnCours(false);
    if (sauve) notifySuccess(dossier === null ? 'objetCreated' : 'objetUpdated');
    return sauve;
  };

  const statut = useStatutDossier({
    bureauId,
    cle,
    dossier,
    statutActuel,
    modeAnticipe,
    lectureSeule,
    modifie,
    enCours,
    setEnCours,
    setAlerte,
    champs,
    enregistrer,
    repartirDe,
    echec,
  });

  const abandonnerBrouillon = () => {
    effacerBrouillon(cle);
    setValeurs(base);
    setVersionLue(dossier?.version);
    conflit.effacer();
    setBrouillonRestaure(null);
    champs.effacerTouches();
    champs.setSoumis(false);
  };

  return {
    user,
    dossier,
    valeurs,
    erreurs,
    requis,
    statutActuel,
    peutModifier,
    lectureSeule,
    numeroFacture,
    montantModifiable: user !== null && peutFixerMontant(user.role),
    brouillonRestaure,
    conflit: conflit.stocke,
    alerte,
    avertissements,
    confirmation: statut.confirmation,
    enCours,
    /** Something typed differs from the stored file (Esc then asks before closing). */
    modifie,
    changer: champs.changer,
    changerPlusieurs: champs.changerPlusieurs,
    soumettre,
    demanderStatut: statut.demanderStatut,
    annulerConfirmation: statut.annulerConfirmation,
    abandonnerBrouillon,
    choisirConflit: conflit.choisir,
    appliquerFusion: conflit.appliquerFusion,
  };
}

export type DossierForm = ReturnType<typeof useDossierForm>;
