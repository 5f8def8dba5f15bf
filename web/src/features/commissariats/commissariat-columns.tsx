// Columns of the police stations list: described once for the table, the filters, the exports and the
// print view. The office is shown by name (the entry holds its id).
import type { Bureau } from '@umj/shared/bureau';
import { SECTEURS } from '@umj/shared/enums';
import type { Commissariat } from '@umj/shared/listes';
import { clampColumn, mailtoCell, telephoneCell } from '../../components/list/cells.tsx';
import { selectColumn, textColumn, type ListColumn } from '../../components/list/list-column.ts';
import { officeColumn } from '../../components/list/office-scoped.ts';

const SECTEURS_NOMMES = SECTEURS.filter((s) => s !== '');

export function commissariatColumns(bureaux: readonly Bureau[]): ListColumn<Commissariat>[] {
  return [
    textColumn('nom', 'commissariats:colonnes.nom', (c) => c.nom),
    selectColumn('secteur', 'commissariats:colonnes.secteur', (c) => c.secteur, SECTEURS_NOMMES, '6.5rem'),
    officeColumn('commissariats:colonnes.bureau', bureaux, '8.5rem'),
    clampColumn('adresse', 'commissariats:colonnes.adresse', (c) => c.adresse),
    {
      field: 'telephone',
      header: 'commissariats:colonnes.telephone',
      value: (c) => c.telephone,
      cell: (c) => telephoneCell(c.telephone),
    },
    {
      field: 'email',
      header: 'commissariats:colonnes.email',
      value: (c) => c.email,
      cell: (c) => mailtoCell(c.email),
    },
    clampColumn('notes', 'commissariats:colonnes.notes', (c) => c.notes),
  ];
}
