// The table of the payment split screen: one row per office and day (its totals and version), a button
// that expands the row into its lines per examiner (`DetailRepartition`) and, for an administrator, the
// button that asks to recompute that day. More than a month of rows pages by 31.
import type { RepartitionPaiement } from '@umj/shared/repartition-paiement';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import type { DataTableExpandedRows } from 'primereact/datatable';
import { DataTable } from '../../components/list/lazy-data-table.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFr } from '../../components/periode/periode.ts';
import { DetailRepartition, euros } from './detail-repartition.tsx';

type Ligne = RepartitionPaiement & { cle: string };

export interface TableRepartitionsProps {
  repartitions: readonly RepartitionPaiement[] | undefined;
  loading: boolean;
  nomBureau: (bureauId: string) => string;
  /** Present for an administrator: asks to recompute the split (after a confirmation). */
  onRecalculer?: (r: RepartitionPaiement) => void;
  /** The split whose recompute is under way (its button spins). */
  enRecalcul?: RepartitionPaiement | null;
}

export function TableRepartitions({
  repartitions,
  loading,
  nomBureau,
  onRecalculer,
  enRecalcul,
}: TableRepartitionsProps) {
  const { t } = useTranslation(['repartition-paiement', 'common']);
  const [ouvertes, setOuvertes] = useState<Record<string, boolean>>({});
  const basculer = (cle: string) =>
    setOuvertes((o) => {
      const { [cle]: ouverte, ...autres } = o;
      return ouverte ? autres : { ...o, [cle]: true };
    });
  const lignes = useMemo<Ligne[] | undefined>(
    () => repartitions?.map((r) => ({ ...r, cle: `${r.bureauId}|${r.date}` })),
    [repartitions],
  );
  const nommee = (r: RepartitionPaiement) => ({ date: dateFr(r.date), bureau: nomBureau(r.bureauId) });

  return (
    <DataTable
      value={lignes ?? []}
      dataKey="cle"
      loading={loading}
      expandedRows={ouvertes as DataTableExpandedRows}
      rowExpansionTemplate={(r: Ligne) => (
        <DetailRepartition repartition={r} bureau={nomBureau(r.bureauId)} />
      )}
      emptyMessage={<p className="umj-repartition-vide">{t('vide')}</p>}
      size="small"
      stripedRows
      paginator={(lignes?.length ?? 0) > 31}
      rows={31}
      pt={{ table: { 'aria-label': t('titre') } }}
    >
      <Column
        header={t('colonnes.detail')}
        style={{ width: '3.5rem' }}
        body={(r: Ligne) => {
          const ouverte = ouvertes[r.cle] === true;
          return (
            <Button
              type="button"
              icon={ouverte ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
              text
              rounded
              size="small"
              aria-expanded={ouverte}
              aria-label={t(ouverte ? 'detail.fermer' : 'detail.ouvrir', nommee(r))}
              onClick={() => basculer(r.cle)}
            />
          );
        }}
      />
      <Column header={t('colonnes.date')} body={(r: Ligne) => dateFr(r.date)} />
      <Column header={t('colonnes.bureau')} body={(r: Ligne) => nomBureau(r.bureauId)} />
      <Column header={t('colonnes.examinateurs')} body={(r: Ligne) => r.lignes.length} />
      <Column header={t('colonnes.actes')} body={(r: Ligne) => r.totaux.nombreActes} />
      <Column header={t('colonnes.ht')} body={(r: Ligne) => euros(r.totaux.montantHT)} />
      <Column header={t('colonnes.partBureau')} body={(r: Ligne) => euros(r.totaux.partBureau)} />
      <Column header={t('colonnes.partExaminateur')} body={(r: Ligne) => euros(r.totaux.partExaminateur)} />
      <Column header={t('colonnes.tva')} body={(r: Ligne) => euros(r.totaux.montantTVA)} />
      <Column header={t('colonnes.ttc')} body={(r: Ligne) => euros(r.totaux.montantTTC)} />
      <Column header={t('colonnes.version')} body={(r: Ligne) => r.version} />
      {onRecalculer && (
        <Column
          header={t('common:actions.titre')}
          body={(r: Ligne) => (
            <Button
              type="button"
              icon="pi pi-refresh"
              rounded
              title={t('recalcul.action')}
              aria-label={t('recalcul.actionNommee', nommee(r))}
              text
              size="small"
              loading={enRecalcul?.date === r.date && enRecalcul.bureauId === r.bureauId}
              onClick={() => onRecalculer(r)}
            />
          )}
        />
      )}
    </DataTable>
  );
}
