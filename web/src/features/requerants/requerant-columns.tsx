// Columns of the requesters list (issue 8): described once for the table, the filters, the exports
// and the print view. The office is shown by name, the type by its label of shared.
import type { Bureau } from '@umj/shared/bureau';
import { TYPES_REQUERANT, libelleTypeRequerant, type Requerant } from '@umj/shared/listes';
import type { ListColumn } from '../../components/list/list-column.ts';

export function requerantColumns(bureaux: readonly Bureau[]): ListColumn<Requerant>[] {
  const nomDuBureau = (id: string) => bureaux.find((b) => b.id === id)?.nom ?? id;
  return [
    {
      field: 'nom',
      header: 'requerants:colonnes.nom',
      value: (r) => r.nom,
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'bureau',
      header: 'requerants:colonnes.bureau',
      value: (r) => nomDuBureau(r.bureau),
      sortable: true,
      filter: { kind: 'select', options: bureaux.map((b) => ({ value: b.nom, label: b.nom })) },
      width: '10rem',
    },
    {
      field: 'type',
      header: 'requerants:colonnes.type',
      value: (r) => libelleTypeRequerant(r.type),
      sortable: true,
      filter: { kind: 'select', options: TYPES_REQUERANT.map((t) => ({ value: t.nom, label: t.nom })) },
      width: '11rem',
    },
    {
      field: 'adresse',
      header: 'requerants:colonnes.adresse',
      value: (r) => r.adresse,
      cell: (r) => (
        <span className="umj-cell-clamp" dir="auto" title={r.adresse}>
          {r.adresse}
        </span>
      ),
    },
    {
      field: 'siret',
      header: 'requerants:colonnes.siret',
      value: (r) => r.siret,
      cell: (r) => (
        <span className="umj-cell-nowrap" dir="ltr">
          {r.siret}
        </span>
      ),
      filter: { kind: 'text' },
    },
    {
      field: 'codeService',
      header: 'requerants:colonnes.codeService',
      value: (r) => r.codeService,
      cell: (r) => (
        <span className="umj-cell-nowrap" dir="ltr">
          {r.codeService}
        </span>
      ),
    },
    {
      field: 'notes',
      header: 'requerants:colonnes.notes',
      value: (r) => r.notes,
      cell: (r) => (
        <span className="umj-cell-clamp" dir="auto" title={r.notes}>
          {r.notes}
        </span>
      ),
    },
  ];
}
