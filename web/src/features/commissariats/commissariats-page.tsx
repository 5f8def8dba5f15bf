// /global/commissariat/liste (spec §2 any signed-in user, §3 sectors, §6): the police stations of the
// offices selected in the header, created (in one of those offices), edited and deleted by the roles the
// API lets write (administrators and secretariat); the other roles read them only. The screen is its
// descriptor (docs/architecture.md "List screens").
import type { SelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import {
  createCommissariatSchema,
  updateCommissariatSchema,
  type Commissariat,
  type CreateCommissariatInput,
  type UpdateCommissariatInput,
} from '@umj/shared/listes';
import { defineListScreen } from '../../components/list/list-screen-descriptor.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import {
  nomDuBureau,
  readEntryAgain,
  useMayCall,
  useSelectedOfficesSource,
} from '../../components/list/office-scoped.ts';
import {
  commissariatsQueryOptions,
  listCommissariats,
} from '../../entities/commissariat/api/list-commissariats.ts';
import { createCommissariat } from './api/create-commissariat.ts';
import { deleteCommissariat } from './api/delete-commissariat.ts';
import { updateCommissariat } from './api/update-commissariat.ts';
import { commissariatColumns } from './commissariat-columns.tsx';
import {
  commissariatFields,
  commissariatToForm,
  nouveauCommissariat,
  toCreateInput,
  toUpdateInput,
  type CommissariatForm,
} from './commissariat-form.ts';

export const COMMISSARIATS = defineListScreen<
  Commissariat,
  SelectedBureaux,
  CommissariatForm,
  CreateCommissariatInput,
  UpdateCommissariatInput
>({
  namespaces: ['commissariats'],
  title: 'commissariats:titre',
  useSource: () => useSelectedOfficesSource(commissariatsQueryOptions),
  useCanWrite: () => useMayCall('commissariats/create-commissariat'),
  columns: (selection) => commissariatColumns(selection.visible),
  dataKey: 'id',
  rowName: (c) => c.nom,
  table: 'Commissariat',
  create: {
    title: ({ t }) => t('commissariats:nouveau'),
    fields: ({ ctx, t }) => commissariatFields(ctx.bureaux, t('commissariats:sansSecteur')),
    initialValues: ({ ctx }) => nouveauCommissariat(ctx.bureaux),
    schema: createCommissariatSchema,
    toInput: toCreateInput,
    submit: (input, { write }) => write(() => createCommissariat(input)),
  },
  edit: {
    title: ({ item, ctx, t }) =>
      t('commissariats:modifier', { nom: item.nom, bureau: nomDuBureau(ctx.visible, item.bureau) }),
    fields: ({ t }) => commissariatFields(null, t('commissariats:sansSecteur')),
    initialValues: ({ item }) => commissariatToForm(item),
    version: ({ item }) => item.version,
    schema: updateCommissariatSchema,
    toInput: toUpdateInput,
    submit: (input, { item, write }) => write(() => updateCommissariat({ ...input, id: item.id })),
    reload: async ({ item }) => {
      const latest = await readEntryAgain(
        listCommissariats,
        item,
        'Ce commissariat a été supprimé entre-temps',
      );
      return { values: commissariatToForm(latest), version: latest.version };
    },
  },
  remove: (c, { write }) => write(() => deleteCommissariat(c)),
});

export default function CommissariatsPage() {
  return <ListScreen descriptor={COMMISSARIATS} />;
}
