// /admin/bureau/liste (spec §2 admin only, §3 Office, §7 calls, §8 messages): the offices, created,
// renamed, given a logo (preview before upload) or none, and deleted after a confirmation naming them.
// The model screen of the list pattern: copy this folder to add a list screen (docs/architecture.md).
import type { Bureau } from '@umj/shared/bureau';
import { createBureauSchema, isUnrestricted, updateBureauSchema } from '@umj/shared/bureau';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../components/edit-dialog/edit-dialog.tsx';
import { deleteWithNotice, notifySuccess } from '../../components/list/list-notices.ts';
import { ListPage } from '../../components/list/list-page.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { appStore } from '../../lib/app-store.ts';
import { useCreateBureau } from './api/create-bureau.ts';
import { useDeleteBureau } from './api/delete-bureau.ts';
import { getBureau } from './api/get-bureau.ts';
import { useBureaux } from '../../lib/bureaux/bureaux-query.ts';
import { useUpdateBureau } from './api/update-bureau.ts';
import { uploadLogo } from './api/upload-logo.ts';
import { BUREAU_COLUMNS } from './bureau-columns.tsx';
import { BUREAU_FIELDS, bureauToForm, NEW_BUREAU, type BureauForm } from './bureau-form.ts';
import './bureaux-admin.css';

/** The dialog: closed, creating, or editing one office (as read when the dialog opened). */
type Editing = { mode: 'create' } | { mode: 'edit'; bureau: Bureau } | null;

export default function BureauxAdminPage() {
  const { t } = useTranslation(['bureaux-admin', 'common']);
  const query = useBureaux();
  const { user } = useSession();
  /** Issue 8: only an administrator without offices creates offices (the server refuses the others). */
  const canCreate = user !== null && isUnrestricted(user);
  const create = useCreateBureau();
  const update = useUpdateBureau();
  const remove = useDeleteBureau();
  const [editing, setEditing] = useState<Editing>(null);

  /** Creation: the office first, then its logo if one was chosen (the logo key belongs to the office). */
  const submitCreate = async (input: { nom: string }, values: BureauForm) => {
    const created = await create.mutateAsync({ nom: input.nom });
    notifySuccess('objetCreated');
    if (!values.logo?.file) return;
    try {
      const logo = await uploadLogo(created.id, values.logo.file);
      await update.mutateAsync({ id: created.id, logo, version: created.version });
    } catch (error) {
      // The office exists: closing the dialog avoids creating it twice; the logo can be added by editing.
      appStore.notify({
        severity: 'warn',
        detail: t('bureaux-admin:logoNonEnregistre', { message: errorMessage(error) }),
      });
    }
  };

  const submitEdit = async (bureau: Bureau, input: { nom?: string; version: number }, values: BureauForm) => {
    let logo: string | null | undefined;
    if (values.logo?.file) logo = await uploadLogo(bureau.id, values.logo.file);
    else if (values.logo === null && bureau.logo) logo = null;
    await update.mutateAsync({
      id: bureau.id,
      nom: input.nom,
      version: input.version,
      ...(logo !== undefined && { logo }),
    });
    notifySuccess('objetUpdated');
  };

  const onDelete = (bureau: Bureau) => deleteWithNotice(() => remove.mutateAsync(bureau));

  return (
    <ListPage
      title={t('bureaux-admin:titre')}
      query={query}
      columns={BUREAU_COLUMNS}
      dataKey="id"
      rowName={(b) => b.nom}
      onCreate={canCreate ? () => setEditing({ mode: 'create' }) : undefined}
      onEdit={(bureau) => setEditing({ mode: 'edit', bureau })}
      onDelete={onDelete}
    >
      {editing?.mode === 'create' && (
        <EditDialog
          title={t('bureaux-admin:nouveau')}
          fields={BUREAU_FIELDS}
          initialValues={NEW_BUREAU}
          schema={createBureauSchema}
          toInput={(values) => ({ nom: values.nom })}
          submit={submitCreate}
          serverFields={{ typeMime: 'logo' }}
          onHide={() => setEditing(null)}
        />
      )}
      {editing?.mode === 'edit' && (
        <EditDialog
          key={editing.bureau.id}
          title={t('bureaux-admin:modifier', { nom: editing.bureau.nom })}
          fields={BUREAU_FIELDS}
          initialValues={bureauToForm(editing.bureau)}
          version={editing.bureau.version}
          schema={updateBureauSchema}
          toInput={(values, version) => ({ nom: values.nom, version })}
          submit={(input, values) => submitEdit(editing.bureau, input, values)}
          reload={async () => {
            const latest = await getBureau(editing.bureau.id);
            return { values: bureauToForm(latest), version: latest.version };
          }}
          serverFields={{ typeMime: 'logo' }}
          onHide={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
