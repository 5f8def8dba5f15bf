// /global/commissariat/liste (issue 8 Police stations; spec §2 any signed-in user, §3 sectors, §6):
// the police stations of the offices selected in the header, created (in one of those offices), edited
// and deleted by administrators and secretariat; the other roles read them only (the server refuses
// their writes anyway). The list pattern of bureaux-admin, copied (docs/architecture.md).
import type { Commissariat } from '@umj/shared/listes';
import { createCommissariatSchema, updateCommissariatSchema } from '@umj/shared/listes';
import { appelantDuCompte, peutAppeler } from '@umj/shared/acces-api';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../components/edit-dialog/edit-dialog.tsx';
import { deleteWithNotice, notifySuccess } from '../../components/list/list-notices.ts';
import { ListPage } from '../../components/list/list-page.tsx';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useCreateCommissariat } from './api/create-commissariat.ts';
import { useDeleteCommissariat } from './api/delete-commissariat.ts';
import { fetchCommissariat, useCommissariats } from './api/list-commissariats.ts';
import { useUpdateCommissariat } from './api/update-commissariat.ts';
import { commissariatColumns } from './commissariat-columns.tsx';
import {
  commissariatFields,
  commissariatToForm,
  nouveauCommissariat,
  toCreateInput,
  toUpdateInput,
} from './commissariat-form.ts';

type Editing = { mode: 'create' } | { mode: 'edit'; commissariat: Commissariat } | null;

export default function CommissariatsPage() {
  const { t } = useTranslation(['commissariats', 'common']);
  const { user } = useSession();
  const selection = useSelectedBureaux();
  const query = useCommissariats(selection.ids, selection.ready && user !== null);
  const create = useCreateCommissariat();
  const update = useUpdateCommissariat();
  const remove = useDeleteCommissariat();
  const [editing, setEditing] = useState<Editing>(null);
  const canWrite = peutAppeler('commissariats/create-commissariat', appelantDuCompte(user));
  const columns = useMemo(() => commissariatColumns(selection.visible), [selection.visible]);
  const sansSecteur = t('commissariats:sansSecteur');

  const onDelete = (commissariat: Commissariat) => deleteWithNotice(() => remove.mutateAsync(commissariat));

  const nomDuBureau = (id: string) => selection.visible.find((b) => b.id === id)?.nom ?? id;

  return (
    <ListPage
      title={t('commissariats:titre')}
      query={query}
      columns={columns}
      dataKey="id"
      rowName={(c) => c.nom}
      {...(canWrite && {
        onCreate: () => setEditing({ mode: 'create' }),
        onEdit: (commissariat: Commissariat) => setEditing({ mode: 'edit', commissariat }),
        onDelete,
      })}
    >
      {editing?.mode === 'create' && (
        <EditDialog
          title={t('commissariats:nouveau')}
          fields={commissariatFields(selection.bureaux, sansSecteur)}
          initialValues={nouveauCommissariat(selection.bureaux)}
          schema={createCommissariatSchema}
          toInput={toCreateInput}
          submit={async (input) => {
            await create.mutateAsync(input);
            notifySuccess('objetCreated');
          }}
          onHide={() => setEditing(null)}
        />
      )}
      {editing?.mode === 'edit' && (
        <EditDialog
          key={editing.commissariat.id}
          title={t('commissariats:modifier', {
            nom: editing.commissariat.nom,
            bureau: nomDuBureau(editing.commissariat.bureau),
          })}
          fields={commissariatFields(null, sansSecteur)}
          initialValues={commissariatToForm(editing.commissariat)}
          version={editing.commissariat.version}
          schema={updateCommissariatSchema}
          toInput={toUpdateInput}
          submit={async (input) => {
            await update.mutateAsync({ ...input, id: editing.commissariat.id });
            notifySuccess('objetUpdated');
          }}
          reload={async () => {
            const latest = await fetchCommissariat(editing.commissariat);
            return { values: commissariatToForm(latest), version: latest.version };
          }}
          onHide={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
