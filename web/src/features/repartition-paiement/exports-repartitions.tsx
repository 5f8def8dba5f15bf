// The CSV and XLSX buttons of the payment split screen: the splits shown, one row per examiner line
// (repartition-export.ts), through the shared export pieces (components/export).
import type { Bureau } from '@umj/shared/bureau';
import type { RepartitionPaiement } from '@umj/shared/repartition-paiement';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { csvBlob } from '../../components/export/csv.ts';
import { downloadBlob } from '../../components/export/download.ts';
import { exportFileName } from '../../components/export/export-table.ts';
import { xlsxBlob } from '../../components/export/xlsx.ts';
import type { Periode } from '../../components/periode/periode.ts';
import { exportRepartitions } from './repartition-export.ts';

export function ExportsRepartitions({
  repartitions,
  bureaux,
  periode,
}: {
  repartitions: readonly RepartitionPaiement[] | undefined;
  bureaux: readonly Bureau[];
  periode: Periode;
}) {
  const { t } = useTranslation(['repartition-paiement', 'common']);
  const tableExport = () =>
    exportRepartitions({
      repartitions: repartitions ?? [],
      bureaux,
      du: periode.du,
      au: periode.au,
      t,
      now: new Date(),
    });
  const exporterCsv = () => {
    const table = tableExport();
    downloadBlob(csvBlob(table), exportFileName(table, 'csv'));
  };
  const exporterXlsx = async () => {
    const table = tableExport();
    const blob = await xlsxBlob(table, {
      donnees: t('common:export.feuilleDonnees'),
      filtres: t('common:export.feuilleFiltres'),
      dateExport: t('common:export.dateExport'),
    });
    downloadBlob(blob, exportFileName(table, 'xlsx'));
  };
  return (
    <div className="umj-repartition-exports" role="group" aria-label={t('common:export.titre')}>
      {(
        [
          ['csv', 'pi pi-file', exporterCsv],
          ['xlsx', 'pi pi-file-excel', () => void exporterXlsx()],
        ] as const
      ).map(([format, icon, exporter]) => (
        <Button
          key={format}
          type="button"
          icon={icon}
          label={t(`common:export.${format}`)}
          outlined
          size="small"
          disabled={!repartitions?.length}
          onClick={exporter}
        />
      ))}
    </div>
  );
}
