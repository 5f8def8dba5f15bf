// The breakdown table of the accounting screen: one row per group of the chosen axis and a last
// "Total" row, the columns reused by the table, the CSV/XLSX exports and the print view. Amounts are
// exported as numbers of euros (two decimals), shown as French currency.
import { centimes, formatEuros } from '@umj/shared/argent';
import type {
  AxeComptabilite,
  Comptabilite,
  LigneComptable,
  MontantsComptables,
} from '@umj/shared/comptabilite';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../components/list/list-column.ts';
import { libelleMois } from '../../components/periode/periode.ts';

export type LigneEcran = MontantsComptables & { id: string; libelle: string; estTotal: boolean };

export const ID_TOTAL = '__total__';

/** The table's rows: the lines (a month named in the screen's language, "none" translated), then Total. */
export function lignesEcran(c: Comptabilite, t: TFunction, langue: string): LigneEcran[] {
  const nom = (l: LigneComptable) => {
    if (l.cle === '') return t(`comptabilite:sans.${c.par}`);
    return c.par === 'mois' ? libelleMois(l.cle, langue) : l.libelle;
  };
  return [
    ...c.lignes.map((l) => ({ ...l, id: `g-${l.cle}`, libelle: nom(l), estTotal: false })),
    { ...c.totaux, id: ID_TOTAL, libelle: t('comptabilite:total'), estTotal: true },
  ];
}

const euros = (montant: number) => montant / 100;

export function colonnesComptabilite(par: AxeComptabilite): ListColumn<LigneEcran>[] {
  const montant = (
    field: string,
    header: string,
    lire: (l: LigneEcran) => number,
  ): ListColumn<LigneEcran> => ({
    field,
    header: `comptabilite:colonnes.${header}`,
    value: (l) => euros(lire(l)),
    cell: (l) => formatEuros(centimes(lire(l))),
  });
  return [
    {
      field: 'libelle',
      header: `comptabilite:axes.${par}`,
      value: (l) => l.libelle,
      cell: (l) => (l.estTotal ? <strong>{l.libelle}</strong> : l.libelle),
    },
    { field: 'actes', header: 'comptabilite:colonnes.actes', value: (l) => l.total.nombreActes },
    montant('ht', 'ht', (l) => l.total.ht),
    montant('tva', 'tva', (l) => l.total.tva),
    montant('ttc', 'ttc', (l) => l.total.ttc),
    {
      field: 'actesFactures',
      header: 'comptabilite:colonnes.actesFactures',
      value: (l) => l.facture.nombreActes,
    },
    montant('htFacture', 'htFacture', (l) => l.facture.ht),
    montant('ttcFacture', 'ttcFacture', (l) => l.facture.ttc),
    {
      field: 'bordereaux',
      header: 'comptabilite:colonnes.bordereaux',
      value: (l) => (l.estTotal ? '' : l.facture.bordereaux.join(', ')),
    },
    {
      field: 'actesNonFactures',
      header: 'comptabilite:colonnes.actesNonFactures',
      value: (l) => l.nonFacture.nombreActes,
    },
    montant('htNonFacture', 'htNonFacture', (l) => l.nonFacture.ht),
    montant('ttcNonFacture', 'ttcNonFacture', (l) => l.nonFacture.ttc),
    montant('partBureau', 'partBureau', (l) => l.partBureau),
    montant('partExaminateurs', 'partExaminateurs', (l) => l.partExaminateurs),
  ];
}
