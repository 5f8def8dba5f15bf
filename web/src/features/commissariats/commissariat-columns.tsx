// Columns of the police stations list (issue 8): described once for the table, the filters, the
// exports and the print view. The office is shown by name (the entry holds its id).
import type { Bureau } from '@umj/shared/bureau';
import { SECTEURS } from '@umj/shared/enums';
import type { Commissariat } from '@umj/shared/listes';
import type { ListColumn } from '../../components/list/list-column.ts';

const SECTEUR_OPTIONS = SECTEURS.filter((s) => s !== '').map((s) => ({ value: s, label: s }));

export function commissariatColumns(bureaux: readonly Bureau[]): ListColumn<Commissariat>[] {
  const nomDuBureau = (id: string) => bureaux.find((b) => b.id === id)?.nom ?? id;
  return [
    {
      field: 'nom',
      header: 'commissariats:colonnes.nom',
      value: (c) => c.nom,
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'secteur',
      header: 'commissariats:colonnes.secteur',
      value: (c) => c.secteur,
      sortable: true,
      filter: { kind: 'select', options: SECTEUR_OPTIONS },
      width: '6.5rem',
    },
    {
      field: 'bureau',
      header: 'commissariats:colonnes.bureau',
      value: (c) => nomDuBureau(c.bureau),
      sortable: true,
      filter: { kind: 'select', options: bureaux.map((b) => ({ value: b.nom, label: b.nom })) },
      width: '8.5rem',
    },
    {
      field: 'adresse',
      header: 'commissariats:colonnes.adresse',
      value: (c) => c.adresse,
      cell: (c) => (
        <span className="umj-cell-clamp" dir="auto" title={c.adresse}>
          {c.adresse}
        </span>
      ),
    },
    {
      field: 'telephone',
      header: 'commissariats:colonnes.telephone',
      value: (c) => c.telephone,
      cell: (c) =>
        c.telephone ? (
          <a className="umj-cell-nowrap" dir="ltr" href={`tel:${c.telephone.replace(/\s/g, '')}`}>
            {c.telephone}
          </a>
        ) : null,
    },
    {
      field: 'email',
      header: 'commissariats:colonnes.email',
      value: (c) => c.email,
      cell: (c) =>
        c.email ? (
          <a className="umj-cell-ellipsis" dir="ltr" href={`mailto:${c.email}`} title={c.email}>
            {c.email}
          </a>
        ) : null,
    },
    {
      field: 'notes',
      header: 'commissariats:colonnes.notes',
      value: (c) => c.notes,
      cell: (c) => (
        <span className="umj-cell-clamp" dir="auto" title={c.notes}>
          {c.notes}
        </span>
      ),
    },
  ];
}
