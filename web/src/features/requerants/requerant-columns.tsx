// Columns of the requesters list: described once for the table, the filters, the exports and the
// print view. The office is shown by name, the type by its label of shared.
import type { Bureau } from '@umj/shared/bureau';
import { TYPES_REQUERANT, libelleTypeRequerant, type Requerant } from '@umj/shared/listes';
import { clampColumn, nowrapCell } from '../../components/list/cells.tsx';
import { selectColumn, textColumn, type ListColumn } from '../../components/list/list-column.ts';
import { officeColumn } from '../../components/list/office-scoped.ts';

const TYPES = TYPES_REQUERANT.map((t) => t.nom);

export function requerantColumns(bureaux: readonly Bureau[]): ListColumn<Requerant>[] {
  return [
    textColumn('nom', 'requerants:colonnes.nom', (r) => r.nom),
    officeColumn('requerants:colonnes.bureau', bureaux, '10rem'),
    selectColumn('type', 'requerants:colonnes.type', (r) => libelleTypeRequerant(r.type), TYPES, '11rem'),
    clampColumn('adresse', 'requerants:colonnes.adresse', (r) => r.adresse),
    {
      field: 'siret',
      header: 'requerants:colonnes.siret',
      value: (r) => r.siret,
      cell: (r) => nowrapCell(r.siret),
      filter: { kind: 'text' },
    },
    {
      field: 'codeService',
      header: 'requerants:colonnes.codeService',
      value: (r) => r.codeService,
      cell: (r) => nowrapCell(r.codeService),
    },
    clampColumn('notes', 'requerants:colonnes.notes', (r) => r.notes),
  ];
}
