// The state of the patient-file form (its view is dossier-form-dialog.tsx): the typed values and the
// local draft (nothing typed is lost), the shared rules of the file's status at their fields (as the
// user types once a field was touched, and on save; a server 400 `field` at its field), the rights
// (read-only when shared peutModifierDossier says so, frozen fields on a standing bordereau), the save
// and the status buttons (the incomplete-file alert, the requisition confirmation), and on a 409
// VERSION_CONFLICT a field-by-field merge saved at the new version (lib/forms/conflit.ts).
import { useQueryClient } from '@tanstack/react-query';
import { bordereauEnVigueur } from '@umj/shared/dossier-facture';
import {
  avecDatesExamen,
  MESSAGE_DOSSIER_INCOMPLET,
  peutModifierDossier,
  statutPrecedentPourCible,
} from '@umj/shared/dossier-patient';
import type {
  DossierPatientStocke,
  DossierSaisie,
  ReponseEnregistrementDossier,
} from '@umj/shared/dossiers-api';
import { CODE_DOSSIER_INCOMPLET, CODE_REQUISITION_A_CONFIRMER } from '@umj/shared/dossiers-api';
import { peutFixerMontant } from '@umj/shared/montants-dossier';
import type { AvertissementRequisition } from '@umj/shared/requisitions';
import { inGroup } from '@umj/shared/roles';
import type { StatutId } from '@umj/shared/statuts-dossier';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Garder } from '../../../components/conflit/panneau-conflit.tsx';
import { notifySuccess } from '../../../components/list/list-notices.ts';
import { ApiError, errorMessage, estConflit } from '../../../lib/api-error.ts';
import { useConflit } from '../../../lib/forms/conflit.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { useChangerStatut } from '../api/change-statut-dossier.ts';
import { dossiersKey } from '../api/cles-dossiers.ts';
import { useCreerDossier } from '../api/create-dossier.ts';
import { fetchDossier } from '../api/get-dossier.ts';
import { useModifierDossier } from '../api/update-dossier.ts';
import {
  champsEnConflit,
  champsModifies,
  cleBrouillon,
  effacerBrouillon,
  etatInitial,
  fusionner,
  problemesDuFormulaire,
  valeursDuDossier,
  versSaisie,
  type Brouillon,
  type ChampDossier,
  type ConflitDossier,
  type ValeursDossier,
} from './valeurs-dossier.ts';
import { etatDesChamps, type Erreurs } from './etat-des-champs.ts';
import { useBrouillonSuivi } from './use-brouillon-suivi.ts';

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

export type Alerte = { severite: 'error' | 'warn' | 'info'; texte: string } | null;

/** Focuses the first field (in form order) that has a message. */
function focaliserPremier(valeurs: ValeursDossier, liste: Erreurs) {
  const premier = (Object.keys(valeurs) as ChampDossier[]).find((c) => liste[c] !== undefined);
  if (premier) setTimeout(() => document.getElementById(`dossier-${premier}`)?.focus(), 0);
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
  const [base, setBase] = useState<ValeursDossier>(depart.base);
  const [valeurs, setValeurs] = useState<ValeursDossier>(() => {
    if (depart.brouillon || stocke !== null || user === null || !inGroup(user.role, 'examiner'))
      return depart.valeurs;
    // A new file of an examiner is its own; its amount, which it does not type, is the server's (the
    // type's tariff, 0 without type: docs/api.md#montants-dun-dossier).
    const propre = {
      ...depart.valeurs,
      montantHT: depart.valeurs.montantHT ?? depart.valeurs.examenType?.tarif ?? 0,
    };
    return propre.examinateur === null
      ? { ...propre, examinateur: { id: user.id, nomComplet: user.nomComplet } }
      : propre;
  });
  const [brouillonRestaure, setBrouillonRestaure] = useState<Brouillon | null>(depart.brouillon);
  const conflit = useConflit<ConflitDossier>(depart.conflit);
  const [touches, setTouches] = useState<ReadonlySet<ChampDossier>>(new Set());
  const [soumis, setSoumis] = useState(false);
  const [statutVise, setStatutVise] = useState<StatutId | null>(null);
  const [erreursServeur, setErreursServeur] = useState<Erreurs>({});
  const [alerte, setAlerte] = useState<Alerte>(null);
  const [avertissements, setAvertissements] = useState<AvertissementRequisition[]>([]);
  const [confirmation, setConfirmation] = useState<StatutId | null>(null);
  const [enCours, setEnCours] = useState(false);
  const [versionLue, setVersionLue] = useState(depart.brouillon?.version ?? stocke?.version);
  const creer = useCreerDossier();
  const modifier = useModifierDossier();
  const changerStatut = useChangerStatut();

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
    erreursServeur,
    montrer: (champ) => soumis || touches.has(champ),
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

  const changer = <C extends ChampDossier>(champ: C, valeur: ValeursDossier[C]) => {
    setValeurs((v) => ({ ...v, [champ]: valeur }));
    setTouches((s) => new Set(s).add(champ));
    setErreursServeur((e) => ({ ...e, [champ]: undefined }));
  };
  const changerPlusieurs = (partiel: Partial<ValeursDossier>) => {
    setValeurs((v) => ({ ...v, ...partiel }));
    setTouches((s) => {
      const n = new Set(s);
      for (const c of Object.keys(partiel)) n.add(c as ChampDossier);
      return n;
    });
  };

  const apresLecture = (lu: DossierPatientStocke) => {
    setDossier(lu);
    setVersionLue(lu.version);
    queryClient.setQueryData(dossiersKey(bureauId, 'dossier', lu.id), lu);
  };
  /** The stored file becomes the form's start (after a save or a status change). */
  const repartirDe = (lu: DossierPatientStocke) => {
    apresLecture(lu);
    const nouvelles = valeursDuDossier(lu);
    setBase(nouvelles);
    setValeurs(nouvelles);
  };

  /** 409: read the stored file again, merge what can be, list the fields that differ. */
  const ouvrirConflit = async (courant: DossierPatientStocke) => {
    try {
      await conflit.relire(async () => {
        const lu = await fetchDossier(bureauId, courant.id);
        const leurs = valeursDuDossier(lu);
        const champs = champsEnConflit(base, valeurs, leurs);
        apresLecture(lu);
        setBase(leurs);
        if (champs.length > 0) {
          setAlerte(null);
          return { leurs, champs };
        }
        setValeurs(fusionner(valeurs, leurs, []));
        setAlerte({ severite: 'warn', texte: t('common:conflit.resolu') });
        return null;
      });
    } catch (error) {
      setAlerte({ severite: 'error', texte: errorMessage(error) });
    }
  };

  const echec = async (error: unknown) => {
    if (estConflit(error)) {
      if (dossier !== null) await ouvrirConflit(dossier);
      return;
    }
    const champ = error instanceof ApiError ? (error.body.field as ChampDossier | undefined) : undefined;
    if (champ !== undefined && champ in valeurs) {
      setErreursServeur({ [champ]: errorMessage(error) });
      focaliserPremier(valeurs, { [champ]: 'x' });
    } else {
      setAlerte({ severite: 'error', texte: errorMessage(error) });
    }
  };

  /** Saves the form; the stored file, or null when refused (messages shown). */
  const enregistrer = async (): Promise<ReponseEnregistrementDossier | null> => {
    setSoumis(true);
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

  /** The refusal of a status change: the incomplete-file alert, with the fields the status needs. */
  const refusStatut = (cible: StatutId, error: ApiError) => {
    setStatutVise(cible);
    setSoumis(true);
    setAlerte({ severite: 'error', texte: error.body.message || MESSAGE_DOSSIER_INCOMPLET });
    focaliserPremier(
      valeurs,
      problemesDuFormulaire(avecDatesExamen(valeurs, cible, new Date()), {
        statut: cible,
        statutPrecedent: statutPrecedentPourCible(cible, statutActuel),
        modeAnticipe,
      }),
    );
  };

  /** A status button: saves typed changes first, then asks the server for the move. */
  const demanderStatut = async (cible: StatutId, requisitionConfirmee = false) => {
    if (dossier === null || enCours || lectureSeule) return;
    setEnCours(true);
    setAlerte(null);
    try {
      const courant = modifie ? await enregistrer() : dossier;
      if (courant === null) return;
      const lu = await changerStatut.mutateAsync({
        bureauId,
        id: courant.id,
        statut: cible,
        version: courant.version,
        requisitionConfirmee,
      });
      repartirDe(lu);
      setStatutVise(null);
      setSoumis(false);
      setTouches(new Set());
      effacerBrouillon(cle);
      notifySuccess('objetUpdated');
    } catch (error) {
      if (error instanceof ApiError && error.code === CODE_DOSSIER_INCOMPLET) refusStatut(cible, error);
      else if (error instanceof ApiError && error.code === CODE_REQUISITION_A_CONFIRMER)
        setConfirmation(cible);
      else await echec(error);
    } finally {
      setEnCours(false);
    }
  };

  const abandonnerBrouillon = () => {
    effacerBrouillon(cle);
    setValeurs(base);
    setVersionLue(dossier?.version);
    conflit.effacer();
    setBrouillonRestaure(null);
    setTouches(new Set());
    setSoumis(false);
  };

  const choisirConflit = (champ: string, garder: Garder) => {
    const ouvert = conflit.stocke;
    if (!ouvert) return;
    const champs = ouvert.champs.map((c) => (c.champ === champ ? { ...c, garder } : c));
    conflit.remplacer({ ...ouvert, champs });
  };
  const appliquerFusion = () => {
    const ouvert = conflit.stocke;
    if (!ouvert) return;
    setValeurs(fusionner(valeurs, ouvert.leurs, ouvert.champs));
    conflit.effacer();
    setAlerte({ severite: 'info', texte: t('dossiers-patients:conflit.fusionne') });
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
    confirmation,
    enCours,
    changer,
    changerPlusieurs,
    soumettre,
    demanderStatut,
    annulerConfirmation: () => setConfirmation(null),
    abandonnerBrouillon,
    choisirConflit,
    appliquerFusion,
  };
}

export type DossierForm = ReturnType<typeof useDossierForm>;
