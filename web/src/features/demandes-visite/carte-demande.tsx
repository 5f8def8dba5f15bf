// One visit request as a card: the person, the police station, the request and custody hours, the
// requisition, the doctor, the legal countdown, the recorded outcome, and the outcome button for a user
// who may edit the file (docs/product-rules.md#access: the secretariat, or the request's doctor).
import { formatHeure, isoDepuisJour } from '@umj/shared/dates';
import { visiteDansLeDelai, visiteTerminee } from '@umj/shared/demandes-visite';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { DemandeVisite } from './api/list-demandes-visite.ts';
import { CompteARebours } from './compte-a-rebours.tsx';

function Issue({ demande }: { demande: DemandeVisite }) {
  const { t } = useTranslation('demandes-visite');
  if (demande.gavVisiteEffectuée === true) {
    const delai = visiteDansLeDelai(demande);
    return (
      <p className="umj-visite-carte__issue">
        {t('issue.visiteFaite', { conclusion: t(`valeurs.${demande.examenConclusion}`) })}
        {delai !== null && ` (${t(delai ? 'issue.dansLeDelai' : 'issue.horsDelai')})`}
      </p>
    );
  }
  if (demande.gavVisiteEffectuée === false) {
    return (
      <p className="umj-visite-carte__issue">
        {demande.gavMotifNonVisite === 'Médecin Suivant'
          ? t('issue.medecinSuivant')
          : t('issue.nonFaite', { motif: t(`valeurs.${demande.gavMotifNonVisite}`) })}
      </p>
    );
  }
  return null;
}

export function CarteDemande({
  demande,
  maintenant,
  aujourdhui,
  nomBureau,
  peutModifier,
  onIssue,
}: {
  demande: DemandeVisite;
  maintenant: Date;
  aujourdhui: number;
  nomBureau: string | null;
  peutModifier: boolean;
  onIssue(demande: DemandeVisite): void;
}) {
  const { t } = useTranslation('demandes-visite');
  const heure = demande.rendezVousHeure === null ? '' : formatHeure(demande.rendezVousHeure);
  const jour =
    demande.rendezVousDate !== null && demande.rendezVousDate !== aujourdhui
      ? `${isoDepuisJour(demande.rendezVousDate).split('-').reverse().join('/')} `
      : '';
  const titreId = `umj-visite-${demande.bureauId}-${demande.id}`;
  return (
    <li className="umj-visite-carte" aria-labelledby={titreId}>
      <div className="umj-visite-carte__tete">
        <h2 id={titreId} className="umj-visite-carte__nom">
          {demande.nom}
        </h2>
        <CompteARebours demande={demande} maintenant={maintenant} />
      </div>
      <dl className="umj-visite-carte__details">
        <div>
          <dt>{t('form.commissariat')}</dt>
          <dd>{demande.commissariat?.nom ?? '—'}</dd>
        </div>
        {nomBureau && (
          <div>
            <dt>{t('form.bureau')}</dt>
            <dd>{nomBureau}</dd>
          </div>
        )}
        <div>
          <dt>{t('form.heureDemande')}</dt>
          <dd>{`${jour}${heure}`}</dd>
        </div>
        <div>
          <dt>{t('form.heureGav')}</dt>
          <dd>{demande.gavHeureProlongation ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('form.requisition')}</dt>
          <dd>
            {demande.requisitionFournie
              ? t('requisition', { numero: demande.requisitionNumero })
              : t('sansRequisition')}
          </dd>
        </div>
        <div>
          <dt>{t('medecin')}</dt>
          <dd>{demande.examinateur?.nomComplet ?? t('sansMedecin')}</dd>
        </div>
      </dl>
      <Issue demande={demande} />
      {peutModifier && !visiteTerminee(demande) && (
        <Button
          type="button"
          size="small"
          icon="pi pi-check-square"
          label={t('issue.bouton')}
          aria-label={`${t('issue.bouton')} — ${demande.nom}`}
          onClick={() => onIssue(demande)}
        />
      )}
    </li>
  );
}
