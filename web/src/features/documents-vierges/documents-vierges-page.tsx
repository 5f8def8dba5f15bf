// /global/documentsvierges/liste (docs/product-rules.md#side-menu: administrator, secretariat, examiners): forms and
// certificates staff download and print. The roles the API lets write (administrators and secretariat)
// add one (the file goes straight to the storage with its progress shown, then is registered) and
// delete one after a confirmation (its file goes with it); every reader downloads through a short-lived
// link. The screen is its descriptor (docs/architecture.md "List screens").
import type { CreationDocumentVierge, DocumentVierge } from '@umj/shared/listes';
import { defineListScreen } from '../../components/list/list-screen-descriptor.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useMayCall } from '../../components/list/office-scoped.ts';
import { createDocumentVierge } from './api/create-document-vierge.ts';
import { deposerDocument } from './api/create-document-vierge-televersement.ts';
import { deleteDocumentVierge } from './api/delete-document-vierge.ts';
import { telechargerDocumentVierge } from './api/get-document-vierge-fichier.ts';
import { useDocumentsVierges } from './api/list-documents-vierges.ts';
import { DOCUMENT_VIERGE_COLUMNS } from './document-vierge-columns.tsx';
import { FORMULAIRE_CREATION, toCreateInput, type DocumentViergeForm } from './document-vierge-form.ts';

export const DOCUMENTS_VIERGES = defineListScreen<
  DocumentVierge,
  undefined,
  DocumentViergeForm,
  Omit<CreationDocumentVierge, 'cle'>,
  never
>({
  namespaces: ['documents-vierges'],
  title: 'documents-vierges:titre',
  useSource: () => ({ query: useDocumentsVierges(), ctx: undefined }),
  useCanWrite: () => useMayCall('documents-vierges/create-document-vierge'),
  columns: () => DOCUMENT_VIERGE_COLUMNS,
  table: 'DocumentVierge',
  create: {
    ...FORMULAIRE_CREATION,
    submit: async (input, { values, write, withProgress }) => {
      const file = values.fichier?.file;
      if (!file) return;
      // The progress stays shown until the document is registered.
      await withProgress(async (onProgress) => {
        const fichier = await deposerDocument(file, onProgress);
        await write(() => createDocumentVierge(toCreateInput(input, fichier)));
      });
    },
  },
  remove: (d, { write }) => write(() => deleteDocumentVierge(d)),
  download: {
    label: 'documents-vierges:telechargerNomme',
    tooltip: 'documents-vierges:telecharger',
    run: (d) => telechargerDocumentVierge(d.id),
  },
  progressText: 'documents-vierges:envoi',
});

export default function DocumentsViergesPage() {
  return <ListScreen descriptor={DOCUMENTS_VIERGES} />;
}
