// /global/requerant/liste (spec §2 menu: administrator and secretariat, §6): the authorities that issue
// requisitions and are billed, of the offices selected in the header: created (in one of those
// offices), edited and deleted by the roles the API lets write (administrators and secretariat), who
// alone read them (the server answers 403 to the other roles). The screen is its descriptor
// (docs/architecture.md "List screens").
import {
  createRequerantSchema,
  updateRequerantSchema,
  type CreateRequerantInput,
  type Requerant,
  type UpdateRequerantInput,
} from '@umj/shared/listes';
import { defineListScreen } from '../../components/list/list-screen-descriptor.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import {
  nomDuBureau,
  readEntryAgain,
  useMayCall,
  useSelectedOfficesSource,
} from '../../components/list/office-scoped.ts';
import { listRequerants, requerantsQueryOptions } from '../../entities/requerant/api/list-requerants.ts';
import type { SelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { createRequerant } from './api/create-requerant.ts';
import { deleteRequerant } from './api/delete-requerant.ts';
import { updateRequerant } from './api/update-requerant.ts';
import { requerantColumns } from './requerant-columns.tsx';
import {
  nouveauRequerant,
  requerantFields,
  requerantToForm,
  toCreateInput,
  toUpdateInput,
  type RequerantForm,
} from './requerant-form.ts';

export const REQUERANTS = defineListScreen<
  Requerant,
  SelectedBureaux,
  RequerantForm,
  CreateRequerantInput,
  UpdateRequerantInput
>({
  namespaces: ['requerants'],
  title: 'requerants:titre',
  useSource: () => useSelectedOfficesSource(requerantsQueryOptions),
  useCanWrite: () => useMayCall('requerants/create-requerant'),
  columns: (selection) => requerantColumns(selection.visible),
  dataKey: 'id',
  rowName: (r) => r.nom,
  table: 'Requerant',
  create: {
    title: ({ t }) => t('requerants:nouveau'),
    fields: ({ ctx }) => requerantFields(ctx.bureaux),
    initialValues: ({ ctx }) => nouveauRequerant(ctx.bureaux),
    schema: createRequerantSchema,
    toInput: toCreateInput,
    submit: (input, { write }) => write(() => createRequerant(input)),
  },
  edit: {
    title: ({ item, ctx, t }) =>
      t('requerants:modifier', { nom: item.nom, bureau: nomDuBureau(ctx.visible, item.bureau) }),
    fields: () => requerantFields(null),
    initialValues: ({ item }) => requerantToForm(item),
    version: ({ item }) => item.version,
    schema: updateRequerantSchema,
    toInput: toUpdateInput,
    submit: (input, { item, write }) => write(() => updateRequerant({ ...input, id: item.id })),
    reload: async ({ item }) => {
      const latest = await readEntryAgain(listRequerants, item, 'Ce requérant a été supprimé entre-temps');
      return { values: requerantToForm(latest), version: latest.version };
    },
  },
  remove: (r, { write }) => write(() => deleteRequerant(r)),
});

export default function RequerantsPage() {
  return <ListScreen descriptor={REQUERANTS} />;
}
