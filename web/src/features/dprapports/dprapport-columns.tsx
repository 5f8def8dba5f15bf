// Columns of the report types list: described once for the table, the filters, the exports
// and the print view. Exam types by name (ids of the configuration's exam types, docs/product-rules.md#money).
import type { DpRapport } from '@umj/shared/listes';
import type { TypeExamen } from '@umj/shared/types-examen';
import { clampColumn } from '../../components/list/cells.tsx';
import { textColumn, type ListColumn } from '../../components/list/list-column.ts';

export function dpRapportColumns(typesExamen: readonly TypeExamen[]): ListColumn<DpRapport>[] {
  const noms = (ids: readonly number[]) =>
    ids.map((id) => typesExamen.find((t) => t.id === id)?.nom ?? String(id)).join(', ');
  return [
    textColumn('nom', 'dprapports:colonnes.nom', (d) => d.nom),
    {
      field: 'delaiRemiseJours',
      header: 'dprapports:colonnes.delai',
      value: (d) => d.delaiRemiseJours,
      sortable: true,
      width: '9rem',
    },
    {
      field: 'typesExamen',
      header: 'dprapports:colonnes.typesExamen',
      value: (d) => noms(d.typesExamen),
      filter: { kind: 'text' },
    },
    {
      field: 'modele',
      header: 'dprapports:colonnes.modele',
      value: (d) => d.modele?.nomFichier ?? '',
    },
    clampColumn('notes', 'dprapports:colonnes.notes', (d) => d.notes),
  ];
}
