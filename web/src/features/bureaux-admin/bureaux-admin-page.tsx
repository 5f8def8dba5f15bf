// /admin/bureau/liste (docs/product-rules.md#screens admin only, docs/product-rules.md#office, docs/product-rules.md#calls, docs/product-rules.md#errors messages): the offices, created,
// renamed, given a logo (preview before upload) or none, and deleted after a confirmation naming them.
// Only an administrator without offices creates offices (the server refuses the others). The screen is
// its descriptor (docs/architecture.md "List screens").
import type { Bureau, CreationBureau, ModificationBureau } from '@umj/shared/bureau';
import { creationBureauSchema, isUnrestricted, modificationBureauSchema } from '@umj/shared/bureau';
import { defineListScreen } from '../../components/list/list-screen-descriptor.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { appStore } from '../../lib/app-store.ts';
import { useBureaux } from '../../lib/bureaux/bureaux-query.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { createBureau } from './api/create-bureau.ts';
import { deleteBureau } from './api/delete-bureau.ts';
import { getBureau } from './api/get-bureau.ts';
import { updateBureau } from './api/update-bureau.ts';
import { uploadLogo } from './api/upload-logo.ts';
import { BUREAU_COLUMNS } from './bureau-columns.tsx';
import { BUREAU_FIELDS, bureauToForm, NEW_BUREAU, type BureauForm } from './bureau-form.ts';
import './bureaux-admin.css';

export const BUREAUX = defineListScreen<Bureau, undefined, BureauForm, CreationBureau, ModificationBureau>({
  namespaces: ['bureaux-admin'],
  title: 'bureaux-admin:titre',
  useSource: () => ({ query: useBureaux(), ctx: undefined }),
  useCanWrite: () => {
    const { user } = useSession();
    return { create: user !== null && isUnrestricted(user), edit: true, remove: true };
  },
  columns: () => BUREAU_COLUMNS,
  table: 'Bureau',
  create: {
    fields: () => BUREAU_FIELDS,
    initialValues: () => NEW_BUREAU,
    schema: creationBureauSchema,
    toInput: (values) => ({ nom: values.nom }),
    serverFields: { typeMime: 'logo' },
    // The office first, then its logo if one was chosen (the logo key belongs to the office).
    notifiesItself: true,
    submit: async (input, { values, t, write, notifySaved }) => {
      const created = await write(() => createBureau({ nom: input.nom }));
      notifySaved();
      if (!values.logo?.file) return;
      try {
        const logo = await uploadLogo(created.id, values.logo.file);
        await write(() => updateBureau({ id: created.id, logo, version: created.version }));
      } catch (error) {
        // The office exists: closing the dialog avoids creating it twice; the logo can be added by editing.
        appStore.notify({
          severity: 'warn',
          detail: t('bureaux-admin:logoNonEnregistre', { message: errorMessage(error) }),
        });
      }
    },
  },
  edit: {
    title: ({ item, t }) => t('bureaux-admin:modifier', { nom: item.nom }),
    fields: () => BUREAU_FIELDS,
    initialValues: ({ item }) => bureauToForm(item),
    version: ({ item }) => item.version,
    schema: modificationBureauSchema,
    toInput: (values, version) => ({ nom: values.nom, version }),
    serverFields: { typeMime: 'logo' },
    submit: async (input, { item, values, write }) => {
      let logo: string | null | undefined;
      if (values.logo?.file) logo = await uploadLogo(item.id, values.logo.file);
      else if (values.logo === null && item.logo) logo = null;
      await write(() =>
        updateBureau({
          id: item.id,
          nom: input.nom,
          version: input.version,
          ...(logo !== undefined && { logo }),
        }),
      );
    },
    reload: async ({ item }) => {
      const latest = await getBureau(item.id);
      return { values: bureauToForm(latest), version: latest.version };
    },
  },
  remove: (b, { write }) => write(() => deleteBureau(b)),
});

export default function BureauxAdminPage() {
  return <ListScreen descriptor={BUREAUX} />;
}
