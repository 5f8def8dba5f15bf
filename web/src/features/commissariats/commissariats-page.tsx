// /global/commissariat/liste (docs/product-rules.md#screens any signed-in user, docs/product-rules.md#entities sectors, docs/product-rules.md#access): the police stations of the
// offices selected in the header, created (in one of those offices), edited and deleted by the roles the
// API lets write (administrators and secretariat); the other roles read them only. The screen is its
// descriptor (docs/architecture.md "List screens").
import { ListScreen } from '../../components/list/list-screen.tsx';
import { officeEntryScreen } from '../../components/list/office-entry-screen.ts';
import {
  commissariatsQueryOptions,
  listCommissariats,
} from '../../entities/commissariat/api/list-commissariats.ts';
import { createCommissariat } from './api/create-commissariat.ts';
import { deleteCommissariat } from './api/delete-commissariat.ts';
import { updateCommissariat } from './api/update-commissariat.ts';
import { commissariatColumns } from './commissariat-columns.tsx';
import { commissariatFields, formulaireCommissariat } from './commissariat-form.ts';

export const COMMISSARIATS = officeEntryScreen({
  ns: 'commissariats',
  table: 'Commissariat',
  writer: 'commissariats/create-commissariat',
  queryOptions: commissariatsQueryOptions,
  list: listCommissariats,
  goneMessage: 'Ce commissariat a été supprimé entre-temps',
  columns: commissariatColumns,
  fields: (bureaux, t) => commissariatFields(bureaux, t('commissariats:sansSecteur')),
  form: formulaireCommissariat,
  send: { create: createCommissariat, update: updateCommissariat, remove: deleteCommissariat },
});

export default function CommissariatsPage() {
  return <ListScreen descriptor={COMMISSARIATS} />;
}
