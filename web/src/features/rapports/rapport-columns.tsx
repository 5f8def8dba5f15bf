// Columns of the report worklist: described once for the table, the filters, the exports
// and the print view. Dates as dates (sorted and exported as such), lateness as colour, icon and text;
// the patient and the lateness first (what a phone shows without scrolling).
import { instantParis, type Jour } from '@umj/shared/dates';
import type { StatutId } from '@umj/shared/statuts-dossier';
import type { TFunction } from 'i18next';
import { selectColumn, type ListColumn } from '../../components/list/list-column.ts';
import type { DossierDuBureau } from '../../entities/dossier-patient/api/list-dossiers.ts';
import { BadgeStatut } from '../../entities/dossier-patient/badge-statut/badge-statut.tsx';
import { LienDossier } from '../../entities/dossier-patient/liste/lien-dossier.tsx';
import type { EcheanceRapport, EtatRapport } from './echeances-rapport.ts';

export type LigneRapport = DossierDuBureau & {
  cle: string;
  bureauNom: string;
  examinateurNom: string;
  echeance: EcheanceRapport;
};

const ICONES: Record<EtatRapport, string> = {
  retard: 'pi pi-exclamation-triangle',
  aujourdhui: 'pi pi-clock',
  aTemps: 'pi pi-check-circle',
  sansDelai: 'pi pi-minus-circle',
};

/** Noon in Paris of a day: the date the table and the exports show for it. */
const date = (jour: Jour | null) => (jour === null ? null : instantParis(jour, 12 * 60));

export function texteEtat(t: TFunction, e: EcheanceRapport): string {
  switch (e.etat) {
    case 'retard':
      return t('dossiers-rapports:etat.retard', { jours: -(e.joursRestants ?? 0) });
    case 'aujourdhui':
      return t('dossiers-rapports:etat.aujourdhui');
    case 'aTemps':
      return t('dossiers-rapports:etat.aTemps', { jours: e.joursRestants ?? 0 });
    default:
      return t('dossiers-rapports:etat.sansDelai');
  }
}

export function rapportColumns(
  t: TFunction,
  examinateurs: readonly string[],
  avecBureau: boolean,
  ouvrir: (ligne: LigneRapport) => void,
): ListColumn<LigneRapport>[] {
  const colonnes: (ListColumn<LigneRapport> | null)[] = [
    {
      field: 'nom',
      header: 'dossiers-rapports:colonnes.patient',
      value: (l) => l.nom,
      cell: (l) => (
        <LienDossier dir="auto" onClick={() => ouvrir(l)}>
          {l.nom || t('dossiers-rapports:sansNom')}
        </LienDossier>
      ),
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'joursRestants',
      header: 'dossiers-rapports:colonnes.etat',
      value: (l) => l.echeance.joursRestants,
      cell: (l) => (
        <span className={`umj-rapport-etat is-${l.echeance.etat}`}>
          <i className={ICONES[l.echeance.etat]} aria-hidden="true" />
          {texteEtat(t, l.echeance)}
        </span>
      ),
      exportValue: (l) => texteEtat(t, l.echeance),
      sortable: true,
    },
    selectColumn(
      'examinateur',
      'dossiers-rapports:colonnes.examinateur',
      (l) => l.examinateurNom,
      examinateurs,
    ),
    {
      field: 'echeance',
      header: 'dossiers-rapports:colonnes.echeance',
      value: (l) => date(l.echeance.echeance),
      sortable: true,
      width: '8rem',
    },
    {
      field: 'joursEcoules',
      header: 'dossiers-rapports:colonnes.joursEcoules',
      value: (l) => l.echeance.joursEcoules,
      sortable: true,
      width: '6rem',
    },
    {
      field: 'statut',
      header: 'dossiers-rapports:colonnes.statut',
      value: (l) => l.statut?.nom ?? '',
      cell: (l) => (l.statut ? <BadgeStatut statut={l.statut.id as StatutId} /> : null),
      sortable: true,
      filter: {
        kind: 'select',
        options: ['Examiné', 'Rapport en cours'].map((s) => ({ value: s, label: s })),
      },
    },
    {
      field: 'typeRapport',
      header: 'dossiers-rapports:colonnes.typeRapport',
      value: (l) => l.echeance.typeRapport?.nom ?? t('dossiers-rapports:aucunType'),
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'delai',
      header: 'dossiers-rapports:colonnes.delai',
      value: (l) => l.echeance.typeRapport?.delaiRemiseJours ?? null,
      sortable: true,
      width: '6rem',
    },
    {
      field: 'examenDate',
      header: 'dossiers-rapports:colonnes.examenDate',
      value: (l) => date(l.echeance.jourExamen),
      sortable: true,
      width: '8rem',
    },
    {
      field: 'examenType',
      header: 'dossiers-rapports:colonnes.examenType',
      value: (l) => l.examenType?.nom ?? '',
      sortable: true,
      filter: { kind: 'text' },
    },
    avecBureau
      ? {
          field: 'bureau',
          header: 'dossiers-rapports:colonnes.bureau',
          value: (l) => l.bureauNom,
          sortable: true,
          filter: { kind: 'text' },
        }
      : null,
  ];
  return colonnes.filter((c): c is ListColumn<LigneRapport> => c !== null);
}
