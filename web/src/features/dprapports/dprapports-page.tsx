// /configuration/dprapport/liste (issue 8 Report types; spec §2 any signed-in user, menu admin only,
// §6): the report types with their delivery time, the exam types they concern and a model document.
// Administrators create, edit (the model uploaded straight to the storage with its progress, replaced
// or removed) and delete them; every role reads them and downloads the model.
import type { DpRapport, Fichier } from '@umj/shared/listes';
import { appelantDuCompte, peutAppeler } from '@umj/shared/acces-api';
import { TYPES_EXAMEN_DEFAUT } from '@umj/shared/types-examen';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../components/edit-dialog/edit-dialog.tsx';
import { deleteWithNotice, notifyFailure, notifySuccess } from '../../components/list/list-notices.ts';
import { ListPage } from '../../components/list/list-page.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useCreateDpRapport } from './api/create-dprapport.ts';
import { deposerModele } from './api/create-dprapport-televersement.ts';
import { useDeleteDpRapport } from './api/delete-dprapport.ts';
import { telechargerModele } from './api/get-dprapport-modele.ts';
import { useTypesExamen } from './api/get-types-examen.ts';
import { fetchDpRapport, useDpRapports } from './api/list-dprapports.ts';
import { useUpdateDpRapport } from './api/update-dprapport.ts';
import { dpRapportColumns } from './dprapport-columns.tsx';
import {
  createAvantDepotSchema,
  dpRapportFields,
  dpRapportToForm,
  NOUVEAU_DPRAPPORT,
  toCreateInput,
  toUpdateInput,
  updateAvantDepotSchema,
  type DpRapportForm,
} from './dprapport-form.ts';
import './dprapports.css';

type Editing = { mode: 'create' } | { mode: 'edit'; dpRapport: DpRapport } | null;

/** The server's and the schema's model fields all belong to the dialog's one file field. */
const CHAMPS_MODELE = {
  'modele.cle': 'modele',
  'modele.typeMime': 'modele',
  'modele.tailleEnOctets': 'modele',
} as const;

export default function DpRapportsPage() {
  const { t } = useTranslation(['dprapports', 'common']);
  const { user } = useSession();
  const query = useDpRapports();
  const typesQuery = useTypesExamen();
  const create = useCreateDpRapport();
  const update = useUpdateDpRapport();
  const remove = useDeleteDpRapport();
  const [editing, setEditing] = useState<Editing>(null);
  /** Share of the model sent to the storage, null when no upload runs. */
  const [progress, setProgress] = useState<number | null>(null);
  const canWrite = peutAppeler('dprapports/create-dprapport', appelantDuCompte(user));
  const typesExamen = typesQuery.data ?? TYPES_EXAMEN_DEFAUT;
  const columns = useMemo(() => dpRapportColumns(typesExamen), [typesExamen]);
  const fields = useMemo(() => dpRapportFields(typesExamen), [typesExamen]);

  /** Uploads a newly chosen model, showing the progress; undefined when none was chosen. */
  const uploadChosen = async (values: DpRapportForm): Promise<Fichier | undefined> => {
    const file = values.modele?.file;
    if (!file) return undefined;
    setProgress(0);
    try {
      return await deposerModele(file, setProgress);
    } finally {
      setProgress(null);
    }
  };

  const onDelete = (dpRapport: DpRapport) => deleteWithNotice(() => remove.mutateAsync(dpRapport));

  const download = async (dpRapport: DpRapport) => {
    try {
      await telechargerModele(dpRapport.id);
    } catch (error) {
      notifyFailure(error);
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  const progressBar = progress !== null && (
    <div className="umj-upload-progress">
      <span id="umj-upload-progress-label">{t('dprapports:envoi', { pourcent: percent })}</span>
      <ProgressBar
        value={percent}
        showValue={false}
        style={{ height: '0.5rem' }}
        aria-labelledby="umj-upload-progress-label"
      />
    </div>
  );

  return (
    <ListPage
      // The table's cells do not re-render when only the actions change: remount once the role is known.
      key={canWrite ? 'ecriture' : 'lecture'}
      title={t('dprapports:titre')}
      query={query}
      columns={columns}
      dataKey="id"
      rowName={(d) => d.nom}
      rowActions={(d) =>
        d.modele ? (
          <Button
            type="button"
            icon="pi pi-download"
            rounded
            text
            aria-label={t('dprapports:telechargerModele', { nom: d.nom })}
            tooltip={t('dprapports:telecharger')}
            tooltipOptions={{ position: 'top', showDelay: 500 }}
            onClick={() => void download(d)}
          />
        ) : null
      }
      {...(canWrite && {
        onCreate: () => setEditing({ mode: 'create' }),
        onEdit: (dpRapport: DpRapport) => setEditing({ mode: 'edit', dpRapport }),
        onDelete,
      })}
    >
      {editing?.mode === 'create' && (
        <EditDialog
          title={t('dprapports:nouveau')}
          fields={fields}
          initialValues={NOUVEAU_DPRAPPORT}
          schema={createAvantDepotSchema}
          toInput={toCreateInput}
          serverFields={CHAMPS_MODELE}
          submit={async (input, values) => {
            const modele = (await uploadChosen(values)) ?? null;
            await create.mutateAsync({ ...input, modele });
            notifySuccess('objetCreated');
          }}
          onHide={() => setEditing(null)}
        >
          {progressBar}
        </EditDialog>
      )}
      {editing?.mode === 'edit' && (
        <EditDialog
          key={editing.dpRapport.id}
          title={t('dprapports:modifier', { nom: editing.dpRapport.nom })}
          fields={fields}
          initialValues={dpRapportToForm(editing.dpRapport)}
          version={editing.dpRapport.version}
          schema={updateAvantDepotSchema}
          toInput={toUpdateInput}
          serverFields={CHAMPS_MODELE}
          submit={async (input, values) => {
            const uploaded = await uploadChosen(values);
            // A new file replaces the model; an emptied field removes it; otherwise it is left as is.
            const modele =
              uploaded ?? (values.modele === null && editing.dpRapport.modele ? null : undefined);
            await update.mutateAsync({
              ...input,
              id: editing.dpRapport.id,
              ...(modele !== undefined && { modele }),
            });
            notifySuccess('objetUpdated');
          }}
          reload={async () => {
            const latest = await fetchDpRapport(editing.dpRapport.id);
            return { values: dpRapportToForm(latest), version: latest.version };
          }}
          onHide={() => setEditing(null)}
        >
          {progressBar}
        </EditDialog>
      )}
    </ListPage>
  );
}
