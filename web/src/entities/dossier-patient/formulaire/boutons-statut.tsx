// docs/product-rules.md#statuses status sets as buttons of the file form: quick (RDV pris, Arrivé, Examiné, Annulé) and report
// (Examiné, Rapport en cours, Rapport validé); each carries its docs/product-rules.md#statuses colour beside its name, the current
// status is pressed.
import { STATUTS_RAPIDES, STATUTS_RAPPORT, type StatutId } from '@umj/shared/statuts-dossier';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useLibelleStatut } from '../badge-statut/libelle-statut.ts';

export function BoutonsStatut({
  statutActuel,
  desactives,
  onStatut,
}: {
  statutActuel: StatutId | null;
  desactives: boolean;
  onStatut(cible: StatutId): void;
}) {
  const { t } = useTranslation('dossiers-patients');
  const libelle = useLibelleStatut();
  const groupe = (liste: typeof STATUTS_RAPIDES, cle: 'rapides' | 'rapport') => (
    <div className="umj-dossier-statuts__groupe" role="group" aria-label={t(`statuts.${cle}`)}>
      <span className="umj-dossier-statuts__titre" aria-hidden="true">
        {t(`statuts.${cle}`)}
      </span>
      {liste.map((s) => {
        const actuel = s.id === statutActuel;
        return (
          <Button
            key={s.id}
            type="button"
            size="small"
            outlined={!actuel}
            aria-pressed={actuel}
            disabled={desactives || actuel}
            className="umj-dossier-statut"
            style={{ ['--umj-statut' as string]: s.couleur }}
            label={libelle(s.id)}
            onClick={() => onStatut(s.id)}
          />
        );
      })}
    </div>
  );
  return (
    <div className="umj-dossier-statuts">
      {groupe(STATUTS_RAPIDES, 'rapides')}
      {groupe(STATUTS_RAPPORT, 'rapport')}
    </div>
  );
}
