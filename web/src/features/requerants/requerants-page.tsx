// /global/requerant/liste (docs/product-rules.md#side-menu: administrator and secretariat, docs/product-rules.md#access): the authorities that issue
// requisitions and are billed, of the offices selected in the header: created (in one of those
// offices), edited and deleted by the roles the API lets write (administrators and secretariat), who
// alone read them (the server answers 403 to the other roles). The screen is its descriptor
// (docs/architecture.md "List screens").
import { ListScreen } from '../../components/list/list-screen.tsx';
import { officeEntryScreen } from '../../components/list/office-entry-screen.ts';
import { listRequerants, requerantsQueryOptions } from '../../entities/requerant/api/list-requerants.ts';
import { createRequerant } from './api/create-requerant.ts';
import { deleteRequerant } from './api/delete-requerant.ts';
import { updateRequerant } from './api/update-requerant.ts';
import { requerantColumns } from './requerant-columns.tsx';
import { requerantFields, formulaireRequerant } from './requerant-form.ts';

export const REQUERANTS = officeEntryScreen({
  ns: 'requerants',
  table: 'Requerant',
  writer: 'requerants/create-requerant',
  queryOptions: requerantsQueryOptions,
  list: listRequerants,
  goneMessage: 'Ce requérant a été supprimé entre-temps',
  columns: requerantColumns,
  fields: (bureaux) => requerantFields(bureaux),
  form: formulaireRequerant,
  send: { create: createRequerant, update: updateRequerant, remove: deleteRequerant },
});

export default function RequerantsPage() {
  return <ListScreen descriptor={REQUERANTS} />;
}
