// A patient-file status shown with its docs/product-rules.md#statuses colour and its name (never colour alone): a coloured
// dot and border around the name in the text colour (the lighter docs/product-rules.md#statuses colours, dark goldenrod on white,
// would not reach the AA contrast as text).
import { STATUT_EXAMINE_OU_RAPPORT, statutDossier, type StatutId } from '@umj/shared/statuts-dossier';
import './badge-statut.css';
import { useLibelleStatut } from './libelle-statut.ts';

export function BadgeStatut({ statut }: { statut: StatutId | typeof STATUT_EXAMINE_OU_RAPPORT.id }) {
  const libelle = useLibelleStatut();
  const s = statut === STATUT_EXAMINE_OU_RAPPORT.id ? STATUT_EXAMINE_OU_RAPPORT : statutDossier(statut);
  return (
    <span className="umj-badge-statut" style={{ ['--umj-statut' as string]: s.couleur }}>
      <span className="umj-badge-statut__point" aria-hidden="true" />
      {libelle(s.id)}
    </span>
  );
}
