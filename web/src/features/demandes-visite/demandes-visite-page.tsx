// /secretariat/demande-de-visite and /examinateur/demande-de-visite (docs/product-rules.md#screens, the home of
// Paris Nord): today's and still open custody visit requests of the offices selected in the header,
// newest first, each with its live countdown to the legal limit (CPP art. 63-3: 3 hours; ticks every
// 30 s). The secretariat records a request (the doctor on duty proposed); the doctor sees its requests
// (the server narrows an examiner's list) and records the outcome. New requests appear live: the keys
// start with 'DossierPatient', which the realtime messages refresh. The two dialogs (with their
// dropdowns and date fields) are a chunk fetched after the first render (docs/architecture.md "First
// load of the SPA").
import { jourParis } from '@umj/shared/dates';
import { peutModifierDossier } from '@umj/shared/dossier-patient';
import { inGroup } from '@umj/shared/roles';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chargerCalendrier } from '../../components/champ-date/charger-calendrier.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { dialogueDiffere, usePrechargement } from '../../lib/premier-affichage/dialogue-differe.tsx';
import { useRequeteDifferee } from '../../lib/premier-affichage/requete-differee.ts';
import { useDemandesVisite } from './api/list-demandes-visite.ts';
import { CarteDemande } from './carte-demande.tsx';
import { useMaintenant } from './use-maintenant.ts';
import '../../components/page/page.css';
import './demandes-visite.css';

/** The dialogs' chunks and the date fields' Calendar, so that a dialog opens with its fields ready. */
const chargerDialogues = () =>
  Promise.all([
    import('./nouvelle-demande-dialog.tsx'),
    import('./issue-visite-dialog.tsx'),
    chargerCalendrier(),
  ]);
// Deferred dialogs mounted only while open (lib/premier-affichage/dialogue-differe.tsx).
const NouvelleDemandeDialog = dialogueDiffere(() =>
  chargerDialogues().then(([m]) => m.NouvelleDemandeDialog),
);
const IssueVisiteDialog = dialogueDiffere(() => chargerDialogues().then(([, m]) => m.IssueVisiteDialog));

export default function DemandesVisitePage() {
  const { t } = useTranslation(['demandes-visite', 'common']);
  const { user } = useSession();
  const selection = useSelectedBureaux();
  const maintenant = useMaintenant();
  const aujourdhui = jourParis(maintenant);
  // The cards' render is a transition (lib/premier-affichage/requete-differee.ts): in slices, not one
  // long task (docs/architecture.md#main-thread-work-of-the-screens); the spinner stays until it is done.
  const demandes = useRequeteDifferee(
    useDemandesVisite(selection.ids, aujourdhui, selection.ready && user !== null),
  );
  usePrechargement(chargerDialogues);
  const [nouvelle, setNouvelle] = useState(false);
  const [issue, setIssue] = useState<{ bureauId: string; id: number } | null>(null);
  const secretariat = inGroup(user?.role, 'anySecretariat');
  const enIssue = issue && demandes.data?.find((d) => d.bureauId === issue.bureauId && d.id === issue.id);
  const plusieursBureaux = selection.ids.length > 1;
  const nomBureau = (id: string) => selection.visible.find((b) => b.id === id)?.nom ?? id;

  let contenu;
  if (selection.ready && selection.ids.length === 0) {
    contenu = <Message severity="warn" text={t('aucunBureau')} />;
  } else if (demandes.error) {
    contenu = <Message severity="error" text={`${t('erreurChargement')} ${errorMessage(demandes.error)}`} />;
  } else if (demandes.data === undefined) {
    contenu = (
      <div className="umj-visites__chargement" role="status">
        <ProgressSpinner style={{ width: '2rem', height: '2rem' }} aria-hidden="true" />
        <span>{t('chargement')}</span>
      </div>
    );
  } else if (demandes.data.length === 0) {
    contenu = <p className="umj-visites__vide">{t('aucune')}</p>;
  } else {
    contenu = (
      <ul className="umj-visites__liste" aria-label={t('titre')}>
        {demandes.data.map((d) => (
          <CarteDemande
            key={`${d.bureauId}-${d.id}`}
            demande={d}
            maintenant={maintenant}
            aujourdhui={aujourdhui}
            nomBureau={plusieursBureaux ? nomBureau(d.bureauId) : null}
            peutModifier={user !== null && peutModifierDossier(user, d)}
            onIssue={(x) => setIssue({ bureauId: x.bureauId, id: x.id })}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="umj-visites" aria-labelledby="umj-visites-titre">
      <header className="umj-page-entete umj-visites__entete">
        <div>
          <h1 id="umj-visites-titre">{t('titre')}</h1>
          <p className="umj-visites__intro">{t('intro')}</p>
        </div>
        {secretariat && (
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('nouvelle')}
            onClick={() => setNouvelle(true)}
            disabled={selection.bureaux.length === 0}
          />
        )}
      </header>
      {contenu}
      {nouvelle && <NouvelleDemandeDialog bureaux={selection.bureaux} onClose={() => setNouvelle(false)} />}
      {enIssue && <IssueVisiteDialog demande={enIssue} onClose={() => setIssue(null)} />}
    </section>
  );
}
