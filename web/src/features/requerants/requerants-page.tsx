// /global/requerant/liste (issue 8 Requesters; spec §2 menu: administrator and secretariat, §6): the
// authorities that issue requisitions and are billed, of the offices selected in the header: created
// (in one of those offices), edited and deleted by administrators and secretariat, who alone may read
// them (the server answers 403 to the other roles). The list pattern of bureaux-admin, copied.
import type { Requerant } from '@umj/shared/listes';
import { createRequerantSchema, updateRequerantSchema } from '@umj/shared/listes';
import { appelantDuCompte, peutAppeler } from '@umj/shared/acces-api';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../components/edit-dialog/edit-dialog.tsx';
import { deleteWithNotice, notifySuccess } from '../../components/list/list-notices.ts';
import { ListPage } from '../../components/list/list-page.tsx';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useCreateRequerant } from './api/create-requerant.ts';
import { useDeleteRequerant } from './api/delete-requerant.ts';
import { fetchRequerant, useRequerants } from './api/list-requerants.ts';
import { useUpdateRequerant } from './api/update-requerant.ts';
import { requerantColumns } from './requerant-columns.tsx';
import {
  requerantFields,
  requerantToForm,
  nouveauRequerant,
  toCreateInput,
  toUpdateInput,
} from './requerant-form.ts';

type Editing = { mode: 'create' } | { mode: 'edit'; requerant: Requerant } | null;

export default function RequerantsPage() {
  const { t } = useTranslation(['requerants', 'common']);
  const { user } = useSession();
  const selection = useSelectedBureaux();
  const query = useRequerants(selection.ids, selection.ready && user !== null);
  const create = useCreateRequerant();
  const update = useUpdateRequerant();
  const remove = useDeleteRequerant();
  const [editing, setEditing] = useState<Editing>(null);
  const canWrite = peutAppeler('requerants/create-requerant', appelantDuCompte(user));
  const columns = useMemo(() => requerantColumns(selection.visible), [selection.visible]);

  const onDelete = (requerant: Requerant) => deleteWithNotice(() => remove.mutateAsync(requerant));

  const nomDuBureau = (id: string) => selection.visible.find((b) => b.id === id)?.nom ?? id;

  return (
    <ListPage
      title={t('requerants:titre')}
      query={query}
      columns={columns}
      dataKey="id"
      rowName={(c) => c.nom}
      {...(canWrite && {
        onCreate: () => setEditing({ mode: 'create' }),
        onEdit: (requerant: Requerant) => setEditing({ mode: 'edit', requerant }),
        onDelete,
      })}
    >
      {editing?.mode === 'create' && (
        <EditDialog
          title={t('requerants:nouveau')}
          fields={requerantFields(selection.bureaux)}
          initialValues={nouveauRequerant(selection.bureaux)}
          schema={createRequerantSchema}
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
          key={editing.requerant.id}
          title={t('requerants:modifier', {
            nom: editing.requerant.nom,
            bureau: nomDuBureau(editing.requerant.bureau),
          })}
          fields={requerantFields(null)}
          initialValues={requerantToForm(editing.requerant)}
          version={editing.requerant.version}
          schema={updateRequerantSchema}
          toInput={toUpdateInput}
          submit={async (input) => {
            await update.mutateAsync({ ...input, id: editing.requerant.id });
            notifySuccess('objetUpdated');
          }}
          reload={async () => {
            const latest = await fetchRequerant(editing.requerant);
            return { values: requerantToForm(latest), version: latest.version };
          }}
          onHide={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
