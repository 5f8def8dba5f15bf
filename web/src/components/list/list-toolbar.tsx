// The bar above a list's rows (ListPage): the search box over the loaded rows (left out when the screen
// searches on the server), the row count, the column chooser and the CSV/XLSX/print exports.
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ListToolbar({
  search,
  onSearch,
  count,
  chooser,
  exportsDisabled,
  onCsv,
  onXlsx,
  onPrint,
}: {
  /** The search text; undefined: no search box. */
  search: string | undefined;
  onSearch(text: string): void;
  count: string;
  chooser: ReactNode;
  exportsDisabled: boolean;
  onCsv(): void;
  onXlsx(): void;
  onPrint(): void;
}) {
  const { t } = useTranslation('common');
  const exportButton = (icon: string, label: string, onClick: () => void) => (
    <Button
      type="button"
      icon={icon}
      label={label}
      outlined
      size="small"
      disabled={exportsDisabled}
      onClick={onClick}
    />
  );
  return (
    <div className="umj-list-toolbar">
      {search !== undefined && (
        <IconField iconPosition="left" className="umj-list-search">
          <InputIcon className="pi pi-search" />
          <InputText
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t('liste.rechercher')}
            aria-label={t('liste.rechercherDansListe')}
          />
        </IconField>
      )}
      {/* A blank line while the rows load: the bar keeps its height when the count comes. */}
      <span className="umj-list-count" role="status" aria-live="polite">
        {count || '\u00a0'}
      </span>
      {chooser}
      <div className="umj-list-exports" role="group" aria-label={t('export.titre')}>
        {exportButton('pi pi-file', t('export.csv'), onCsv)}
        {exportButton('pi pi-file-excel', t('export.xlsx'), onXlsx)}
        {exportButton('pi pi-print', t('export.imprimer'), onPrint)}
      </div>
    </div>
  );
}
