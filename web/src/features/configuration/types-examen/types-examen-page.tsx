// /configuration/typeexamen/liste (docs/product-rules.md#screens; docs/product-rules.md#exam-type; docs/product-rules.md#money the 25 tariffs): id, name, tariff (typed
// in euros, stored in cents), VAT yes/no, notes; each edit one PATCH /configuration/typesDExamen after
// the confirmation of docs/product-rules.md#calls. A new type takes the next free id. The screen is its descriptor
// (docs/architecture.md "List screens").
import { centimes, formatEuros } from '@umj/shared/argent';
import { typeExamenSchema } from '@umj/shared/types-examen';
import type { TFunction } from 'i18next';
import { textColumn, type ListColumn } from '../../../components/list/list-column.ts';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { configurationListScreen } from '../configuration-list-screen.ts';
import type { ItemOf } from '../use-configuration-list.ts';
import {
  formToTypeExamen,
  NEW_TYPE_EXAMEN,
  TYPE_EXAMEN_FIELDS,
  typeExamenToForm,
} from './type-examen-form.ts';

/** An exam type as the configuration holds it (tarif in integer cents). */
type TypeExamen = ItemOf<'typesDExamen'>;

function typeExamenColumns(t: TFunction): ListColumn<TypeExamen>[] {
  return [
    {
      field: 'id',
      header: 'configuration:typesExamen.colonnes.id',
      value: (x) => x.id,
      sortable: true,
      width: '5rem',
    },
    textColumn('nom', 'configuration:typesExamen.colonnes.nom', (x) => x.nom),
    {
      field: 'tarif',
      header: 'configuration:typesExamen.colonnes.tarif',
      value: (x) => x.tarif / 100,
      cell: (x) => formatEuros(centimes(x.tarif)),
      exportValue: (x) => x.tarif / 100,
      sortable: true,
    },
    {
      field: 'tva',
      header: 'configuration:typesExamen.colonnes.tva',
      value: (x) => x.tva,
      cell: (x) => t(x.tva ? 'common:oui' : 'common:non'),
      sortable: true,
      filter: { kind: 'boolean' },
    },
    { field: 'notes', header: 'configuration:typesExamen.colonnes.notes', value: (x) => x.notes },
  ];
}

export const TYPES_EXAMEN = configurationListScreen({
  cle: 'typesDExamen',
  titles: {
    liste: 'configuration:typesExamen.titre',
    nouveau: 'configuration:typesExamen.nouveau',
    modifier: 'configuration:typesExamen.modifier',
  },
  useExtra: () => undefined,
  columns: (_ctx, t) => typeExamenColumns(t),
  fields: () => TYPE_EXAMEN_FIELDS,
  blank: NEW_TYPE_EXAMEN,
  toForm: typeExamenToForm,
  toItem: (values, id) => formToTypeExamen(values, id),
  schema: typeExamenSchema,
});

export default function TypesExamenPage() {
  return <ListScreen descriptor={TYPES_EXAMEN} />;
}
