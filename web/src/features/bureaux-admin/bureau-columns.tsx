// Columns of the offices list: described once for the table, the filters, the exports and the print view.
import type { Bureau } from '@umj/shared/bureau';
import { textColumn, type ListColumn } from '../../components/list/list-column.ts';

export const BUREAU_COLUMNS: readonly ListColumn<Bureau>[] = [
  {
    field: 'logo',
    header: 'bureaux-admin:colonnes.logo',
    value: (b) => Boolean(b.logo),
    cell: (b) =>
      b.logoUrl ? (
        <img className="umj-bureau-logo" src={b.logoUrl} alt={`Logo ${b.nom}`} />
      ) : (
        <span className="umj-bureau-logo umj-bureau-logo--none" aria-hidden="true">
          {b.nom.slice(0, 1).toUpperCase()}
        </span>
      ),
    filter: { kind: 'boolean' },
    sortable: true,
    unsearchable: true,
    width: '5rem',
  },
  textColumn('nom', 'bureaux-admin:colonnes.nom', (b) => b.nom),
];
