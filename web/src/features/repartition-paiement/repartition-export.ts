// The CSV/XLSX export of the payment splits (pure): one row per examiner line of each split (day,
// office, examiner, acts, amounts in euros as numbers), the period, offices and export date in the
// filters, through the shared export pieces (components/export).
import type { Bureau } from '@umj/shared/bureau';
import type { RepartitionPaiement } from '@umj/shared/repartition-paiement';
import type { TFunction } from 'i18next';
import { filtreBureaux, type ExportTable } from '../../components/export/export-table.ts';
import { dateFr, libellePeriode } from '../../components/periode/periode.ts';

/** Cents -> euros as a number (Excel sums it). */
const euros = (centimes: number) => centimes / 100;

export function exportRepartitions(input: {
  repartitions: readonly RepartitionPaiement[];
  bureaux: readonly Bureau[];
  du: string;
  au: string;
  t: TFunction;
  now: Date;
}): ExportTable {
  const { t } = input;
  const nomBureau = (id: string) => input.bureaux.find((b) => b.id === id)?.nom ?? id;
  return {
    title: t('repartition-paiement:titre'),
    headers: [
      t('repartition-paiement:colonnes.date'),
      t('repartition-paiement:colonnes.bureau'),
      t('repartition-paiement:colonnes.examinateur'),
      t('repartition-paiement:colonnes.actes'),
      t('repartition-paiement:colonnes.ht'),
      t('repartition-paiement:colonnes.partBureau'),
      t('repartition-paiement:colonnes.partExaminateur'),
      t('repartition-paiement:colonnes.tva'),
      t('repartition-paiement:colonnes.ttc'),
      t('repartition-paiement:colonnes.version'),
    ],
    rows: input.repartitions.flatMap((r) =>
      r.lignes.map((l) => [
        dateFr(r.date),
        nomBureau(r.bureauId),
        l.examinateur.nomComplet || t('repartition-paiement:sansExaminateur'),
        l.nombreActes,
        euros(l.montantHT),
        euros(l.partBureau),
        euros(l.partExaminateur),
        euros(l.montantTVA),
        euros(l.montantTTC),
        r.version,
      ]),
    ),
    filters: [
      {
        label: t('repartition-paiement:filtres.periode'),
        value: libellePeriode(input),
      },
      filtreBureaux(t('repartition-paiement:filtres.bureaux'), input.bureaux),
    ],
    exportedAt: input.now,
  };
}
