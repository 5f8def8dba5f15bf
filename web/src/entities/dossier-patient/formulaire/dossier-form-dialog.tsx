// The patient-file form: every typed field of the file grouped as staff fill them (sections-dossier),
// the quick-status and report-status buttons, read-only when the user may not change the file, the
// billed file's banner, a local draft restored with a notice, and after a 409 VERSION_CONFLICT the
// field-by-field merge panel (components/conflit). State and rules: use-dossier-form.ts. Tabs: the
// file, its attachments and its history. Keys (docs/architecture.md#keyboard-shortcuts): Ctrl+S (⌘S)
// saves as the save button does, even from a field; Esc closes, asking first when something typed is
// not saved (the dialog's own Escape, so that an open list or confirmation closes first).
// Contract: `DossierFormDialog({ bureauId, dossierId, initial?, modeAnticipe?, onClose })`, dossierId
// null = new file; onClose(saved) after a save.
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanneauConflit } from '../../../components/conflit/panneau-conflit.tsx';
import { FormFooter } from '../../../components/edit-dialog/form-footer.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { useRaccourcis } from '../../../lib/use-raccourcis.ts';
import { SMALL_UP, useMediaQuery } from '../../../lib/use-breakpoint.ts';
import { useDossier } from '../api/get-dossier.ts';
import { BadgeStatut } from '../badge-statut/badge-statut.tsx';
import { HistoriqueDossier } from '../historique/historique-dossier.tsx';
import { PiecesJointes } from '../pieces/pieces-jointes.tsx';
import { afficherValeur } from './affichage-valeur.ts';
import { AvertissementsRequisition } from './avertissements-requisition.tsx';
import { BandeauFacture } from './bandeau-facture.tsx';
import { BoutonsStatut } from './boutons-statut.tsx';
import { useOptionsDossier } from './options-dossier.ts';
import { ResumeImpression } from './resume-impression.tsx';
import { SectionsDossier } from './sections-dossier.tsx';
import { useDossierForm, type DossierForm, type DossierFormDialogProps } from './use-dossier-form.ts';
import './formulaire.css';

export type { DossierFormDialogProps };

export function DossierFormDialog(props: DossierFormDialogProps) {
  const { t } = useTranslation(['dossiers-patients', 'common']);
  const enregistre = props.dossierId !== null && props.dossierId > 0;
  const query = useDossier(props.bureauId, enregistre ? props.dossierId : null);
  const telephone = !useMediaQuery(SMALL_UP);
  // The form starts once the user is known: its rights (docs/product-rules.md#access) and its draft (per user) depend on it.
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

/** The notice of a restored draft, with "abandon the draft". */
function NoticeBrouillon({ form }: { form: DossierForm }) {
  const { t } = useTranslation('dossiers-patients');
  if (!form.brouillonRestaure) return null;
  const date = new Date(form.brouillonRestaure.enregistreLe).toLocaleString('fr-FR', {
    timeZone: 'Europe/Paris',
  });
  return (
    <div className="umj-dossier-brouillon" role="status">
      <Message className="umj-dossier-message" severity="info" text={t('brouillon.restaure', { date })} />
      <Button
        type="button"
        size="small"
        text
        label={t('brouillon.abandonner')}
        onClick={form.abandonnerBrouillon}
      />
    </div>
  );
}

/** After a 409: the stored value beside the typed one, field by field (components/conflit). */
function ConflitDossier({ form }: { form: DossierForm }) {
  const { t } = useTranslation(['dossiers-patients', 'common']);
  if (!form.conflit) return null;
  return (
    <PanneauConflit
      lignes={form.conflit.champs.map((c) => ({
        champ: c.champ,
        label: t(`dossiers-patients:champs.${c.champ}`),
        leur: afficherValeur(c.champ, c.leur, t),
        mien: afficherValeur(c.champ, c.le_mien, t),
        garder: c.garder,
      }))}
      textes={{
        titre: t('dossiers-patients:conflit.titre'),
        explication: t('dossiers-patients:conflit.explication'),
        champ: t('dossiers-patients:conflit.champ'),
        leur: t('dossiers-patients:conflit.leur'),
        leMien: t('dossiers-patients:conflit.leMien'),
        appliquer: t('dossiers-patients:conflit.appliquer'),
      }}
      onChoix={form.choisirConflit}
      onAppliquer={form.appliquerFusion}
    />
  );
}

function FormulaireDossier(
  props: DossierFormDialogProps & { stocke: DossierPatientStocke | null; plein: boolean },
) {
  const { bureauId, onClose, plein } = props;
  const { t } = useTranslation(['dossiers-patients', 'common']);
  const form = useDossierForm(props);
  const options = useOptionsDossier(bureauId);
  const [onglet, setOnglet] = useState(0);
  const [fermer, setFermer] = useState(false);
  const { dossier, lectureSeule, enCours, numeroFacture } = form;
  useRaccourcis(
    [
      {
        touche: 'mod+s',
        dansLesChamps: true,
        // The form of the first tab, as its save button (nothing while a confirmation is open).
        action: () => {
          if (form.confirmation === null && !fermer) {
            document.querySelector<HTMLFormElement>('#umj-dossier-form')?.requestSubmit();
          }
        },
      },
    ],
    !lectureSeule,
  );
  /** The close button and "Annuler" close; Esc asks first when something typed is not saved. */
  const onHide = (event?: unknown) => {
    if (event instanceof KeyboardEvent && form.modifie && !lectureSeule) setFermer(true);
    else onClose();
  };

  const titre =
    dossier === null
      ? t('dossiers-patients:formulaire.nouveau')
      : t('dossiers-patients:formulaire.modifier', { nom: dossier.nom || t('dossiers-patients:sansNom') });

  const footer = (
    <FormFooter
      formId="umj-dossier-form"
      className="umj-dossier-dialog__pied"
      onCancel={() => onClose()}
      busy={enCours}
      readOnly={lectureSeule}
    />
  );

  const formulaire = (
    <form
      id="umj-dossier-form"
      onSubmit={(e) =>
        void form.soumettre(e).then((sauve) => {
          // A duplicate requisition keeps the form open on its warning (the save is done).
          if (sauve && !sauve.avertissements?.length) onClose(sauve);
        })
      }
      noValidate
      aria-busy={enCours}
    >
      {lectureSeule && (
        <Message
          className="umj-dossier-message"
          severity="info"
          text={t('dossiers-patients:formulaire.lectureSeule')}
        />
      )}
      {numeroFacture !== null && <BandeauFacture bureauId={bureauId} numero={numeroFacture} />}
      <NoticeBrouillon form={form} />
      <ConflitDossier form={form} />
      {form.alerte && (
        <Message
          className="umj-dossier-message"
          severity={form.alerte.severite}
          text={form.alerte.texte}
          role="alert"
        />
      )}
      <AvertissementsRequisition avertissements={form.avertissements} />
      <SectionsDossier
        valeurs={form.valeurs}
        changer={form.changer}
        changerPlusieurs={form.changerPlusieurs}
        erreurs={form.erreurs}
        requis={form.requis}
        lectureSeule={lectureSeule}
        facture={numeroFacture !== null}
        montantModifiable={form.montantModifiable}
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
          {dossier !== null && <ResumeImpression dossier={dossier} />}
        </span>
      }
      footer={footer}
      onHide={onHide}
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
          statutActuel={form.statutActuel}
          desactives={lectureSeule || enCours || numeroFacture !== null}
          onStatut={(cible) => void form.demanderStatut(cible)}
        />
      )}
      {dossier === null ? (
        formulaire
      ) : (
        <TabView activeIndex={onglet} onTabChange={(e) => setOnglet(e.index)} className="umj-dossier-onglets">
          <TabPanel header={t('dossiers-patients:onglets.dossier')}>{formulaire}</TabPanel>
          <TabPanel header={t('dossiers-patients:onglets.pieces')}>
            <PiecesJointes bureauId={bureauId} dossierId={dossier.id} modifiable={form.peutModifier} />
          </TabPanel>
          <TabPanel header={t('dossiers-patients:onglets.historique')}>
            <HistoriqueDossier bureauId={bureauId} dossierId={dossier.id} />
          </TabPanel>
        </TabView>
      )}
      <ConfirmDialog
        visible={form.confirmation !== null}
        onHide={form.annulerConfirmation}
        header={t('dossiers-patients:confirmation.titre')}
        message={t('dossiers-patients:dialogueStatut.confirmationRequisition')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('common:oui')}
        rejectLabel={t('common:non')}
        defaultFocus="reject"
        accept={() => {
          if (form.confirmation !== null) void form.demanderStatut(form.confirmation, true);
        }}
        reject={form.annulerConfirmation}
      />
      <ConfirmDialog
        visible={fermer}
        onHide={() => setFermer(false)}
        header={t('dossiers-patients:fermeture.titre')}
        message={t('dossiers-patients:fermeture.message')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('dossiers-patients:fermeture.fermer')}
        rejectLabel={t('dossiers-patients:fermeture.continuer')}
        defaultFocus="reject"
        accept={() => onClose()}
      />
    </Dialog>
  );
}
