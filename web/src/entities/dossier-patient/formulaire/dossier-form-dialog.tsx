// The patient-file form (issue 9 "Patient-file form"): every spec §3 field grouped as staff fill them,
// every §5 message at its field (shared validerRendezVous, as the user types once a field was touched
// and on save; a server 400 `field` at its field), the quick-status and report-status buttons with the
// §4 incomplete-file alert and requisition confirmation, read-only when §6 (peutModifierDossier) says
// so, a local draft restored with a notice, and on 409 VERSION_CONFLICT a field-by-field merge saved
// at the new version. Tabs: the file, its attachments and its history (H6's components).
// Contract (web-common.md): `DossierFormDialog({ bureauId, dossierId, initial?, modeAnticipe?, onClose })`,
// dossierId null = new file; onClose(saved) after a save.
import type {
  DossierPatientStocke,
  DossierSaisie,
  ReponseEnregistrementDossier,
} from '@umj/shared/dossiers-api';
import { CODE_DOSSIER_INCOMPLET, CODE_REQUISITION_A_CONFIRMER } from '@umj/shared/dossiers-api';
import { bordereauEnVigueur } from '@umj/shared/dossier-facture';
import {
  avecDatesExamen,
  MESSAGE_CONFIRMATION_REQUISITION,
  MESSAGE_DOSSIER_INCOMPLET,
  peutModifierDossier,
  statutPrecedentPourCible,
} from '@umj/shared/dossier-patient';
import { appelantDuCompte, peutAppeler } from '@umj/shared/acces-api';
import type { AvertissementRequisition } from '@umj/shared/requisitions';
import { peutFixerMontant } from '@umj/shared/montants-dossier';
import { inGroup } from '@umj/shared/roles';
import type { StatutId } from '@umj/shared/statuts-dossier';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { TabPanel, TabView } from 'primereact/tabview';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/list/list-notices.ts';
import { ApiError, errorMessage, isVersionConflict } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { SMALL_UP, useMediaQuery } from '../../../lib/use-breakpoint.ts';
import { useChangerStatut } from '../api/change-statut-dossier.ts';
import { dossiersKey } from '../api/cles-dossiers.ts';
import { useCreerDossier } from '../api/create-dossier.ts';
import { fetchDossier, useDossier } from '../api/get-dossier.ts';
import { useModifierDossier } from '../api/update-dossier.ts';
import {
  examinateursDuBureau,
  useCommissariatsDuBureau,
  useExaminateursDossiers,
  useReferencesConfiguration,
  useRequerantsDuBureau,
} from '../../references/api/references.ts';
import { HistoriqueDossier } from '../historique/historique-dossier.tsx';
import { BadgeStatut } from '../badge-statut/badge-statut.tsx';
import { PiecesJointes } from '../pieces/pieces-jointes.tsx';
import { BandeauFacture } from './bandeau-facture.tsx';
import { BoutonsStatut } from './boutons-statut.tsx';
import { PanneauConflit } from './panneau-conflit.tsx';
import { SectionsDossier, type OptionsDossier } from './sections-dossier.tsx';
import {
  champsEnConflit,
  champsModifies,
  cleBrouillon,
  ecrireBrouillon,
  effacerBrouillon,
  fusionner,
  lireBrouillon,
  problemesDuFormulaire,
  valeursDuDossier,
  valeursVides,
  versSaisie,
  type Brouillon,
  type ChampDossier,
  type ChampEnConflit,
  type ValeursDossier,
} from './valeurs-dossier.ts';
import { AvertissementsRequisition } from './avertissements-requisition.tsx';
import './formulaire.css';

export interface DossierFormDialogProps {
  bureauId: string;
  /** null: a new file. */
  dossierId: number | null;
  /** Prefill of a new file (e.g. date, hour, examiner and kind from an agenda slot). */
  initial?: Partial<DossierSaisie>;
  /** Spec §5 early mode: the name is required only once a status is set. */
  modeAnticipe?: boolean;
  /** Called when the dialog closes; with the stored file after a save. */
  onClose(saved?: DossierPatientStocke): void;
}

export function DossierFormDialog(props: DossierFormDialogProps) {
  const { t } = useTranslation(['dossiers-patients', 'common']);
  const enregistre = props.dossierId !== null && props.dossierId > 0;
  const query = useDossier(props.bureauId, enregistre ? props.dossierId : null);
  const telephone = !useMediaQuery(SMALL_UP);
  // The form starts once the user is known: its rights (§6) and its draft (per user) depend on it.
  const { user } = useSession();
  // A file marked stale (changed elsewhere, e.g. released by a cancelled bordereau) is read again before
  // the form starts from it; once started, a later refetch does not restart the form.
  const [pret, setPret] = useState(false);
  const frais = query.data !== undefined && (query.isFetchedAfterMount || !query.isStale);
  if (frais && !pret) setPret(true);
  if (user !== null && (!enregistre || (query.data && (pret || frais)))) {
    return <FormulaireDossier {...props} stocke={query.data ?? null} plein={telephone} />;
  }
  return (
    <Dialog
      visible
      header={t('dossiers-patients:formulaire.chargement')}
      onHide={() => props.onClose()}
      modal
      maximized={telephone}
      className="umj-dossier-dialog"
      style={{ width: '24rem' }}
      pt={{ closeButton: { 'aria-label': t('common:actions.fermer') } }}
    >
      {query.isError ? (
        <Message severity="error" text={errorMessage(query.error)} />
      ) : (
        <div className="umj-dossier-chargement" aria-busy="true">
          <ProgressSpinner
            style={{ width: '3rem', height: '3rem' }}
            aria-label={t('dossiers-patients:formulaire.chargement')}
          />
        </div>
      )}
    </Dialog>
  );
}

interface Conflit {
  leurs: ValeursDossier;
  champs: ChampEnConflit[];
}

type Alerte = { severite: 'error' | 'warn' | 'info'; texte: string } | null;

/** Initial state: the stored file or the prefill, replaced by a draft when one is kept for this file. */
function etatInitial(
  cle: string,
  stocke: DossierPatientStocke | null,
  initial: Partial<DossierSaisie> | undefined,
) {
  const signatureInitiale = JSON.stringify(initial ?? {});
  const base = stocke ? valeursDuDossier(stocke) : valeursVides(initial);
  const brouillon = lireBrouillon(cle);
  const utilisable =
    brouillon !== null &&
    (stocke !== null || (brouillon.initial ?? '{}') === signatureInitiale) &&
    champsModifies(brouillon.valeurs, base).length > 0;
  if (!utilisable) return { base, valeurs: base, brouillon: null, conflit: null, signatureInitiale };
  let conflit: Conflit | null = null;
  if (stocke !== null && brouillon.version !== undefined && brouillon.version !== stocke.version) {
    // Saved by someone else since the draft was typed: the merge opens at once.
    conflit = { leurs: base, champs: champsEnConflit(brouillon.base ?? base, brouillon.valeurs, base) };
  }
  return { base, valeurs: brouillon.valeurs, brouillon, conflit, signatureInitiale };
}

function FormulaireDossier({
  bureauId,
  dossierId,
  initial,
  modeAnticipe = false,
  onClose,
  stocke,
  plein,
}: DossierFormDialogProps & { stocke: DossierPatientStocke | null; plein: boolean }) {
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
  const [conflit, setConflit] = useState<Conflit | null>(depart.conflit);
  const [touches, setTouches] = useState<ReadonlySet<ChampDossier>>(new Set());
  const [soumis, setSoumis] = useState(false);
  const [statutVise, setStatutVise] = useState<StatutId | null>(null);
  const [erreursServeur, setErreursServeur] = useState<Partial<Record<ChampDossier, string>>>({});
  const [alerte, setAlerte] = useState<Alerte>(null);
  const [avertissements, setAvertissements] = useState<AvertissementRequisition[]>([]);
  const [confirmation, setConfirmation] = useState<StatutId | null>(null);
  const [enCours, setEnCours] = useState(false);
  const [onglet, setOnglet] = useState(0);
  const creer = useCreerDossier();
  const modifier = useModifierDossier();
  const changerStatut = useChangerStatut();

  const [versionLue, setVersionLue] = useState<number | undefined>(
    depart.brouillon?.version ?? stocke?.version,
  );

  const statutActuel = dossier?.statut?.id ?? null;
  const peutModifier =
    user !== null &&
    peutModifierDossier(user, { id: dossier?.id ?? 0, examinateur: dossier?.examinateur ?? null });
  const lectureSeule = !peutModifier;
  // On a standing bordereau only the notes and the examiner's feedback stay editable, no status change.
  const numeroFacture = dossier === null ? null : bordereauEnVigueur(dossier);
  const modifie = champsModifies(valeurs, base).length > 0;

  // References of the file's office.
  const examinateurs = useExaminateursDossiers();
  const commissariats = useCommissariatsDuBureau(bureauId);
  const requerants = useRequerantsDuBureau(
    bureauId,
    peutAppeler('requerants/list-requerants', appelantDuCompte(user)),
  );
  const configuration = useReferencesConfiguration();
  const options: OptionsDossier = useMemo(
    () => ({
      examinateurs: examinateursDuBureau(examinateurs.data, bureauId),
      commissariats: commissariats.data ?? [],
      requerants: requerants.data,
      typesExamen: configuration.data?.typesExamen ?? [],
      reglages: configuration.data?.reglages ?? { montantTVA: 20 },
    }),
    [examinateurs.data, bureauId, commissariats.data, requerants.data, configuration.data],
  );

  // Spec §5 rules at the file's status (or at the one a status button aims at, with the examination
  // data a report status needs whatever the current one).
  const contexte = {
    statut: statutVise ?? statutActuel,
    statutPrecedent: statutVise === null ? statutActuel : statutPrecedentPourCible(statutVise, statutActuel),
    modeAnticipe,
  };
  const valeursVisees = statutVise === null ? valeurs : avecDatesExamen(valeurs, statutVise, new Date());
  const problemes = problemesDuFormulaire(valeursVisees, contexte);
  // Required marks: the fields the same rules would refuse empty, in the current context.
  const vides: ValeursDossier = {
    ...valeursVides(),
    examenType: valeurs.examenType,
    requisitionFournie: valeurs.requisitionFournie,
    gavVisiteEffectuée: valeurs.gavVisiteEffectuée,
  };
  const requis = new Set(Object.keys(problemesDuFormulaire(vides, contexte)) as ChampDossier[]);
  const erreurs: Partial<Record<ChampDossier, string>> = {};
  for (const champ of Object.keys(valeurs) as ChampDossier[]) {
    const message = erreursServeur[champ] ?? (soumis || touches.has(champ) ? problemes[champ] : undefined);
    if (message !== undefined) erreurs[champ] = message;
  }

  // The local draft follows the typing; nothing is kept once the form equals the stored file.
  useEffect(() => {
    if (lectureSeule) return;
    if (!modifie) {
      effacerBrouillon(cle);
      return;
    }
    ecrireBrouillon(cle, {
      valeurs,
      base,
      version: versionLue,
      initial: dossier === null ? depart.signatureInitiale : undefined,
      enregistreLe: new Date().toISOString(),
    });
  }, [cle, valeurs, base, versionLue, modifie, lectureSeule, dossier, depart.signatureInitiale]);

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

  const premierChampEnErreur = (liste: Partial<Record<ChampDossier, string>>) => {
    const premier = (Object.keys(valeurs) as ChampDossier[]).find((c) => liste[c] !== undefined);
    if (premier) setTimeout(() => document.getElementById(`dossier-${premier}`)?.focus(), 0);
  };

  /** 409: read the stored file again, merge what can be, list the fields that differ. */
  const ouvrirConflit = async () => {
    if (dossier === null) return;
    try {
      const lu = await fetchDossier(bureauId, dossier.id);
      const leurs = valeursDuDossier(lu);
      const champs = champsEnConflit(base, valeurs, leurs);
      apresLecture(lu);
      setBase(leurs);
      if (champs.length === 0) {
        setValeurs(fusionner(valeurs, leurs, []));
        setAlerte({ severite: 'warn', texte: t('common:conflit.resolu') });
      } else {
        setConflit({ leurs, champs });
        setAlerte(null);
      }
    } catch (error) {
      setAlerte({ severite: 'error', texte: errorMessage(error) });
    }
  };

  const echec = async (error: unknown) => {
    if (isVersionConflict(error)) {
      await ouvrirConflit();
      return;
    }
    const champ = error instanceof ApiError ? (error.body.field as ChampDossier | undefined) : undefined;
    if (champ !== undefined && champ in valeurs) {
      setErreursServeur({ [champ]: errorMessage(error) });
      premierChampEnErreur({ [champ]: 'x' });
    } else {
      setAlerte({ severite: 'error', texte: errorMessage(error) });
    }
  };

  /** Saves the form; the stored file, or null when refused (messages shown). */
  const enregistrer = async (): Promise<ReponseEnregistrementDossier | null> => {
    setSoumis(true);
    setAlerte(null);
    if (conflit) {
      setAlerte({ severite: 'warn', texte: t('dossiers-patients:conflit.aRegler') });
      return null;
    }
    if (Object.keys(problemes).length > 0) {
      premierChampEnErreur(problemes);
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
      apresLecture(sauve);
      setAvertissements(sauve.avertissements ?? []);
      const nouvelles = valeursDuDossier(sauve);
      setBase(nouvelles);
      setValeurs(nouvelles);
      setBrouillonRestaure(null);
      return sauve;
    } catch (error) {
      await echec(error);
      return null;
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (enCours || lectureSeule) return;
    setEnCours(true);
    const sauve = await enregistrer();
    setEnCours(false);
    if (sauve) {
      notifySuccess(dossier === null ? 'objetCreated' : 'objetUpdated');
      // A duplicate requisition keeps the form open on its warning (the save is done).
      if (!sauve.avertissements?.length) onClose(sauve);
    }
  };

  /** A status button (spec §4 On status change): saves typed changes first, then asks the server. */
  const demanderStatut = async (cible: StatutId, requisitionConfirmee = false) => {
    if (dossier === null || enCours || lectureSeule) return;
    setEnCours(true);
    setAlerte(null);
    try {
      let courant = dossier;
      if (modifie) {
        const sauve = await enregistrer();
        if (sauve === null) return;
        courant = sauve;
      }
      const lu = await changerStatut.mutateAsync({
        bureauId,
        id: courant.id,
        statut: cible,
        version: courant.version,
        requisitionConfirmee,
      });
      apresLecture(lu);
      const nouvelles = valeursDuDossier(lu);
      setBase(nouvelles);
      setValeurs(nouvelles);
      setStatutVise(null);
      setSoumis(false);
      setTouches(new Set());
      effacerBrouillon(cle);
      notifySuccess('objetUpdated');
    } catch (error) {
      if (error instanceof ApiError && error.code === CODE_DOSSIER_INCOMPLET) {
        // The §4 alert, and the §5 messages of the fields the target status needs.
        setStatutVise(cible);
        setSoumis(true);
        setAlerte({ severite: 'error', texte: error.body.message || MESSAGE_DOSSIER_INCOMPLET });
        premierChampEnErreur(
          problemesDuFormulaire(avecDatesExamen(valeurs, cible, new Date()), {
            statut: cible,
            statutPrecedent: statutPrecedentPourCible(cible, statutActuel),
            modeAnticipe,
          }),
        );
      } else if (error instanceof ApiError && error.code === CODE_REQUISITION_A_CONFIRMER) {
        setConfirmation(cible);
      } else {
        await echec(error);
      }
    } finally {
      setEnCours(false);
    }
  };

  const abandonnerBrouillon = () => {
    effacerBrouillon(cle);
    setValeurs(base);
    setVersionLue(dossier?.version);
    setConflit(null);
    setBrouillonRestaure(null);
    setTouches(new Set());
    setSoumis(false);
  };

  const appliquerFusion = () => {
    if (!conflit) return;
    setValeurs(fusionner(valeurs, conflit.leurs, conflit.champs));
    setConflit(null);
    setAlerte({ severite: 'info', texte: t('dossiers-patients:conflit.fusionne') });
  };

  const titre =
    dossier === null
      ? t('dossiers-patients:formulaire.nouveau')
      : t('dossiers-patients:formulaire.modifier', { nom: dossier.nom || t('dossiers-patients:sansNom') });

  const footer = (
    <div className="umj-dossier-dialog__pied">
      <Button
        type="button"
        label={t(lectureSeule ? 'common:actions.fermer' : 'common:actions.annuler')}
        text
        onClick={() => onClose()}
        disabled={enCours}
      />
      {!lectureSeule && (
        <Button
          type="submit"
          form="umj-dossier-form"
          label={t('common:actions.enregistrer')}
          icon="pi pi-check"
          loading={enCours}
        />
      )}
    </div>
  );

  const formulaire = (
    <form id="umj-dossier-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={enCours}>
      {lectureSeule && (
        <Message
          className="umj-dossier-message"
          severity="info"
          text={t('dossiers-patients:formulaire.lectureSeule')}
        />
      )}
      {numeroFacture !== null && <BandeauFacture bureauId={bureauId} numero={numeroFacture} />}
      {brouillonRestaure && (
        <div className="umj-dossier-brouillon" role="status">
          <Message
            className="umj-dossier-message"
            severity="info"
            text={t('dossiers-patients:brouillon.restaure', {
              date: new Date(brouillonRestaure.enregistreLe).toLocaleString('fr-FR', {
                timeZone: 'Europe/Paris',
              }),
            })}
          />
          <Button
            type="button"
            size="small"
            text
            label={t('dossiers-patients:brouillon.abandonner')}
            onClick={abandonnerBrouillon}
          />
        </div>
      )}
      {conflit && (
        <PanneauConflit
          champs={conflit.champs}
          onChoix={(champs) => setConflit({ ...conflit, champs })}
          onAppliquer={appliquerFusion}
        />
      )}
      {alerte && (
        <Message
          className="umj-dossier-message"
          severity={alerte.severite}
          text={alerte.texte}
          role="alert"
        />
      )}
      <AvertissementsRequisition avertissements={avertissements} />
      <SectionsDossier
        valeurs={valeurs}
        changer={changer}
        changerPlusieurs={changerPlusieurs}
        erreurs={erreurs}
        requis={requis}
        lectureSeule={lectureSeule}
        facture={numeroFacture !== null}
        montantModifiable={user !== null && peutFixerMontant(user.role)}
        options={options}
        serveur={dossier ?? undefined}
      />
    </form>
  );

  return (
    <Dialog
      visible
      header={
        <span className="umj-dossier-dialog__titre">
          <span>{titre}</span>
          {dossier?.statut && <BadgeStatut statut={dossier.statut.id} />}
        </span>
      }
      footer={footer}
      onHide={() => onClose()}
      modal
      maximized={plein}
      className="umj-dossier-dialog"
      breakpoints={{ '1100px': '96vw' }}
      style={{ width: '68rem' }}
      blockScroll
      pt={{ closeButton: { 'aria-label': t('common:actions.fermer') } }}
      focusOnShow={false}
      onShow={() => {
        if (document.activeElement?.closest('.umj-dossier-dialog')) return;
        document.getElementById('dossier-nom')?.focus();
      }}
    >
      {dossier !== null && (
        <BoutonsStatut
          statutActuel={statutActuel}
          desactives={lectureSeule || enCours || numeroFacture !== null}
          onStatut={(cible) => void demanderStatut(cible)}
        />
      )}
      {dossier === null ? (
        formulaire
      ) : (
        <TabView activeIndex={onglet} onTabChange={(e) => setOnglet(e.index)} className="umj-dossier-onglets">
          <TabPanel header={t('dossiers-patients:onglets.dossier')}>{formulaire}</TabPanel>
          <TabPanel header={t('dossiers-patients:onglets.pieces')}>
            <PiecesJointes bureauId={bureauId} dossierId={dossier.id} modifiable={peutModifier} />
          </TabPanel>
          <TabPanel header={t('dossiers-patients:onglets.historique')}>
            <HistoriqueDossier bureauId={bureauId} dossierId={dossier.id} />
          </TabPanel>
        </TabView>
      )}
      <ConfirmDialog
        visible={confirmation !== null}
        onHide={() => setConfirmation(null)}
        header={t('dossiers-patients:confirmation.titre')}
        message={MESSAGE_CONFIRMATION_REQUISITION}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('common:oui')}
        rejectLabel={t('common:non')}
        defaultFocus="reject"
        accept={() => {
          if (confirmation !== null) void demanderStatut(confirmation, true);
        }}
        reject={() => setConfirmation(null)}
      />
    </Dialog>
  );
}
