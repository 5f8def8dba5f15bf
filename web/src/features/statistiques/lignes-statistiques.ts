// What the statistics screen shows of a table and what its export writes (pure): rows named in the
// screen's language (fixed rows translated by key, months in the language's words, "none" rows
// translated), the chart kind of each table and its text alternative.
import type { Compte, Statistiques, TableStatistique } from '@umj/shared/statistiques';
import type { TFunction } from 'i18next';
import { libelleMois } from '../../components/periode/periode.ts';

/** Tables whose fixed rows are translated by key (statuses keep the spec's French names). */
const TRADUITES: readonly TableStatistique[] = [
  'lieu',
  'jourSemaine',
  'tranche',
  'calendrier',
  'itt',
  'visitesGav',
];

export type TypeGraphique = 'bar' | 'line' | 'doughnut';

export function typeGraphique(table: TableStatistique): TypeGraphique {
  if (table === 'mois') return 'line';
  if (table === 'itt' || table === 'visitesGav' || table === 'calendrier') return 'doughnut';
  return 'bar';
}

export interface LigneAffichee {
  cle: string;
  libelle: string;
  nombre: number;
}

export function lignesAffichees(
  table: TableStatistique,
  lignes: readonly Compte[],
  t: TFunction,
  langue: string,
): LigneAffichee[] {
  return lignes.map((l) => {
    let libelle = l.libelle;
    if (l.cle === '' && table !== 'statut') libelle = t(`statistiques:sans.${table}`);
    else if (TRADUITES.includes(table)) libelle = t(`statistiques:lignes.${table}.${l.cle}`);
    else if (table === 'mois') libelle = libelleMois(l.cle, langue);
    return { cle: l.cle, libelle, nombre: l.nombre };
  });
}

/** The chart's text alternative: its title then each row and count. */
export function texteAlternatif(titre: string, lignes: readonly LigneAffichee[], t: TFunction): string {
  if (lignes.length === 0) return `${titre} : ${t('statistiques:aucuneDonnee')}`;
  return `${titre} : ${lignes.map((l) => `${l.libelle} ${l.nombre}`).join(', ')}`;
}

/** Every table with its title and rows, in display order. */
export function tablesAffichees(
  s: Statistiques,
  tables: readonly TableStatistique[],
  t: TFunction,
  langue: string,
): { table: TableStatistique; titre: string; lignes: LigneAffichee[] }[] {
  return tables.map((table) => ({
    table,
    titre: t(`statistiques:tables.${table}`),
    lignes: lignesAffichees(table, s.tables[table], t, langue),
  }));
}
