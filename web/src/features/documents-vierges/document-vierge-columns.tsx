// Columns of the blank documents list: described once for the table, the filters, the
// exports and the print view. Type and size as people read them (labels and units of shared).
import {
  formatTaille,
  TYPES_FICHIER_DOCUMENT,
  libelleTypeFichier,
  type DocumentVierge,
} from '@umj/shared/listes';
import { clampColumn, nowrapCell } from '../../components/list/cells.tsx';
import { selectColumn, textColumn, type ListColumn } from '../../components/list/list-column.ts';

const TYPES = Object.values(TYPES_FICHIER_DOCUMENT).map((t) => t.nom);

export const DOCUMENT_VIERGE_COLUMNS: readonly ListColumn<DocumentVierge>[] = [
  textColumn('nom', 'documents-vierges:colonnes.nom', (d) => d.nom),
  clampColumn('description', 'documents-vierges:colonnes.description', (d) => d.description),
  { field: 'nomFichier', header: 'documents-vierges:colonnes.fichier', value: (d) => d.nomFichier },
  selectColumn(
    'typeMime',
    'documents-vierges:colonnes.type',
    (d) => libelleTypeFichier(d.typeMime),
    TYPES,
    '12rem',
  ),
  {
    field: 'tailleEnOctets',
    header: 'documents-vierges:colonnes.taille',
    value: (d) => d.tailleEnOctets,
    cell: (d) => nowrapCell(formatTaille(d.tailleEnOctets), 'auto'),
    exportValue: (d) => formatTaille(d.tailleEnOctets),
    sortable: true,
    unsearchable: true,
    width: '7rem',
  },
  {
    field: 'creeLe',
    header: 'documents-vierges:colonnes.creeLe',
    value: (d) => new Date(d.creeLe),
    sortable: true,
    unsearchable: true,
    width: '8rem',
  },
];
