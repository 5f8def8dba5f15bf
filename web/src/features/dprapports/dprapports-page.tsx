// /configuration/dprapport/liste (docs/product-rules.md#screens any signed-in user, menu admin only, docs/product-rules.md#access): the report types
// with their delivery time, the exam types they concern and a model document. The role the API lets
// write (administrators) creates, edits (the model uploaded straight to the storage with its progress,
// replaced or removed) and deletes them; every role reads them and downloads the model. The screen is
// its descriptor (docs/architecture.md "List screens").
import type { CreationDpRapport, DpRapport, Fichier, ModificationDpRapport } from '@umj/shared/listes';
import { TYPES_EXAMEN_DEFAUT, type TypeExamen } from '@umj/shared/types-examen';
import type { SubmitEnv } from '../../components/list/list-screen-descriptor.ts';
import { defineListScreen } from '../../components/list/list-screen-descriptor.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useMayCall } from '../../components/list/office-scoped.ts';
import { useTypesExamen } from '../../entities/configuration/api/get-configuration-references.ts';
import { createDpRapport } from './api/create-dprapport.ts';
import { deposerModele } from './api/create-dprapport-televersement.ts';
import { deleteDpRapport } from './api/delete-dprapport.ts';
import { telechargerModele } from './api/get-dprapport-modele.ts';
import { fetchDpRapport, useDpRapports } from './api/list-dprapports.ts';
import { updateDpRapport } from './api/update-dprapport.ts';
import { dpRapportColumns } from './dprapport-columns.tsx';
import {
  CHAMPS_MODELE,
  createAvantDepotSchema,
  dpRapportFields,
  dpRapportToForm,
  NOUVEAU_DPRAPPORT,
  toCreateInput,
  toUpdateInput,
  updateAvantDepotSchema,
  type DpRapportForm,
} from './dprapport-form.ts';

/** Uploads a newly chosen model, showing the progress; undefined when none was chosen. */
async function uploadChosen({
  values,
  withProgress,
}: Pick<SubmitEnv<unknown, DpRapportForm, unknown>, 'values' | 'withProgress'>): Promise<
  Fichier | undefined
> {
  const file = values.modele?.file;
  if (!file) return undefined;
  return withProgress((onProgress) => deposerModele(file, onProgress));
}

export const DPRAPPORTS = defineListScreen<
  DpRapport,
  readonly TypeExamen[],
  DpRapportForm,
  Omit<CreationDpRapport, 'modele'>,
  Omit<ModificationDpRapport, 'modele'>
>({
  namespaces: ['dprapports'],
  title: 'dprapports:titre',
  useSource: () => ({ query: useDpRapports(), ctx: useTypesExamen().data ?? TYPES_EXAMEN_DEFAUT }),
  useCanWrite: () => useMayCall('dprapports/create-dprapport'),
  columns: (typesExamen) => dpRapportColumns(typesExamen),
  table: 'DpRapport',
  create: {
    fields: ({ ctx }) => dpRapportFields(ctx),
    initialValues: () => NOUVEAU_DPRAPPORT,
    schema: createAvantDepotSchema,
    toInput: toCreateInput,
    serverFields: CHAMPS_MODELE,
    submit: async (input, env) => {
      const modele = (await uploadChosen(env)) ?? null;
      await env.write(() => createDpRapport({ ...input, modele }));
    },
  },
  edit: {
    title: ({ item, t }) => t('dprapports:modifier', { nom: item.nom }),
    fields: ({ ctx }) => dpRapportFields(ctx),
    initialValues: ({ item }) => dpRapportToForm(item),
    version: ({ item }) => item.version,
    schema: updateAvantDepotSchema,
    toInput: toUpdateInput,
    serverFields: CHAMPS_MODELE,
    submit: async (input, env) => {
      const uploaded = await uploadChosen(env);
      // A new file replaces the model; an emptied field removes it; otherwise it is left as is.
      const modele = uploaded ?? (env.values.modele === null && env.item.modele ? null : undefined);
      await env.write(() =>
        updateDpRapport({ ...input, id: env.item.id, ...(modele !== undefined && { modele }) }),
      );
    },
    reload: async ({ item }) => {
      const latest = await fetchDpRapport(item.id);
      return { values: dpRapportToForm(latest), version: latest.version };
    },
  },
  remove: (d, { write }) => write(() => deleteDpRapport(d)),
  download: {
    label: 'dprapports:telechargerModele',
    tooltip: 'dprapports:telecharger',
    when: (d) => Boolean(d.modele),
    run: (d) => telechargerModele(d.id),
  },
  progressText: 'dprapports:envoi',
});

export default function DpRapportsPage() {
  return <ListScreen descriptor={DPRAPPORTS} />;
}
