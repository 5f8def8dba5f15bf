// Print view of a list: title, filters used, date and the rows, rendered at the end of <body> only
// while printing; print-only CSS hides the rest of the page (see export.css).
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { valueText } from '../list/list-view.ts';
import { formatExportDate, type ExportTable } from './export-table.ts';
import './export.css';

export function PrintView({ table }: { table: ExportTable }) {
  const { t } = useTranslation('common');
  return (
    <div className="umj-print-view">
      <h1>{table.title}</h1>
      <p>
        {t('export.dateExport')} : {formatExportDate(table.exportedAt)}
      </p>
      <ul>
        {table.filters.map((f) => (
          <li key={f.label}>
            {f.label} : {f.value}
          </li>
        ))}
      </ul>
      <table>
        <thead>
          <tr>
            {table.headers.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((value, j) => (
                <td key={j}>{valueText(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Mounts the print view, opens the browser's print dialog, and calls `onDone` once printing ended
 * (`afterprint`) so the caller unmounts it.
 */
export function PrintPortal({ table, onDone }: { table: ExportTable; onDone(): void }) {
  useEffect(() => {
    document.body.classList.add('umj-printing');
    const done = () => onDone();
    window.addEventListener('afterprint', done);
    const timer = window.setTimeout(() => window.print(), 0);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
      document.body.classList.remove('umj-printing');
    };
  }, [onDone]);
  return createPortal(
    <div className="umj-print-root">
      <PrintView table={table} />
    </div>,
    document.body,
  );
}
