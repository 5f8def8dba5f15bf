// /global/documentsvierges/liste (issue 8 Blank documents; spec §2 menu: administrator, secretariat,
// examiners): forms and certificates staff download and print. Administrators and secretariat add one
// (the file goes straight to the storage with its progress shown, then is registered) and delete one
// after a confirmation (its file goes with it); every reader downloads through a short-lived link.
import type { DocumentVierge } from '@umj/shared/listes';
import { appelantDuCompte, peutAppeler } from '@umj/shared/acces-api';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../components/edit-dialog/edit-dialog.tsx';
import { deleteWithNotice, notifyFailure, notifySuccess } from '../../components/list/list-notices.ts';
import { ListPage } from '../../components/list/list-page.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useCreateDocumentVierge } from './api/create-document-vierge.ts';
import { deposerDocument } from './api/create-document-vierge-televersement.ts';
import { useDeleteDocumentVierge } from './api/delete-document-vierge.ts';
import { telechargerDocumentVierge } from './api/get-document-vierge-fichier.ts';
import { useDocumentsVierges } from './api/list-documents-vierges.ts';
import { DOCUMENT_VIERGE_COLUMNS } from './document-vierge-columns.tsx';
import {
  CHAMPS_FICHIER,
  DOCUMENT_VIERGE_FIELDS,
  documentAvantDepotSchema,
  NOUVEAU_DOCUMENT,
  toCreateInput,
  toInputAvantDepot,
} from './document-vierge-form.ts';
import './documents-vierges.css';

export default function DocumentsViergesPage() {
  const { t } = useTranslation(['documents-vierges', 'common']);
  const { user } = useSession();
  const query = useDocumentsVierges();
  const create = useCreateDocumentVierge();
  const remove = useDeleteDocumentVierge();
  const [creating, setCreating] = useState(false);
  /** Share of the file sent to the storage, null when no upload runs. */
  const [progress, setProgress] = useState<number | null>(null);
  const canWrite = peutAppeler('documents-vierges/create-document-vierge', appelantDuCompte(user));

  const onDelete = (document: DocumentVierge) => deleteWithNotice(() => remove.mutateAsync(document));

  const download = async (document: DocumentVierge) => {
    try {
      await telechargerDocumentVierge(document.id);
    } catch (error) {
      notifyFailure(error);
    }
  };

  const percent = Math.round((progress ?? 0) * 100);

  return (
    <ListPage
      // The table's cells do not re-render when only the actions change: remount once the role is known.
      key={canWrite ? 'ecriture' : 'lecture'}
      title={t('documents-vierges:titre')}
      query={query}
      columns={DOCUMENT_VIERGE_COLUMNS}
      dataKey="id"
      rowName={(d) => d.nom}
      rowActions={(d) => (
        <Button
          type="button"
          icon="pi pi-download"
          rounded
          text
          aria-label={t('documents-vierges:telechargerNomme', { nom: d.nom })}
          tooltip={t('documents-vierges:telecharger')}
          tooltipOptions={{ position: 'top', showDelay: 500 }}
          onClick={() => void download(d)}
        />
      )}
      {...(canWrite && { onCreate: () => setCreating(true), onDelete })}
    >
      {creating && (
        <EditDialog
          title={t('documents-vierges:nouveau')}
          fields={DOCUMENT_VIERGE_FIELDS}
          initialValues={NOUVEAU_DOCUMENT}
          schema={documentAvantDepotSchema}
          toInput={toInputAvantDepot}
          serverFields={CHAMPS_FICHIER}
          submit={async (input, values) => {
            const file = values.fichier?.file;
            if (!file) return;
            setProgress(0);
            try {
              const fichier = await deposerDocument(file, setProgress);
              await create.mutateAsync(toCreateInput(input, fichier));
              notifySuccess('objetCreated');
            } finally {
              setProgress(null);
            }
          }}
          onHide={() => setCreating(false)}
        >
          {progress !== null && (
            <div className="umj-upload-progress">
              <span id="umj-upload-progress-label">
                {t('documents-vierges:envoi', { pourcent: percent })}
              </span>
              <ProgressBar
                value={percent}
                showValue={false}
                style={{ height: '0.5rem' }}
                aria-labelledby="umj-upload-progress-label"
              />
            </div>
          )}
        </EditDialog>
      )}
    </ListPage>
  );
}
