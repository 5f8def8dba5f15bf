// The blank document dialog (nom, description, the file). The file is checked in the browser
// before any upload (the accepted types, 20 Mo at most, not empty: shared's rules) and again by the
// storage's policy and the server. The form is validated by shared's create schema without the storage
// key, which only exists once the file is uploaded.
import {
  ACCEPT_DOCUMENTS,
  creationDocumentViergeSchema,
  type CreationDocumentVierge,
  type DocumentVierge,
  type Fichier,
} from '@umj/shared/listes';
import type { EditField, FileValue } from '../../components/edit-dialog/fields.ts';
import type { ListDialog } from '../../components/list/list-screen-descriptor.ts';
import { refusDuFichier, typeDuFichier } from '../../lib/files/presigned-upload.ts';

export type DocumentViergeForm = { nom: string; description: string; fichier: FileValue | null };

const DOCUMENT_VIERGE_FIELDS: readonly EditField<DocumentViergeForm>[] = [
  { name: 'nom', label: 'documents-vierges:champs.nom', kind: 'text', required: true, autoFocus: true },
  { name: 'description', label: 'documents-vierges:champs.description', kind: 'textarea' },
  {
    name: 'fichier',
    label: 'documents-vierges:champs.fichier',
    kind: 'file',
    required: true,
    accept: ACCEPT_DOCUMENTS.split(','),
    refuse: refusDuFichier,
    hint: 'documents-vierges:champs.fichierAide',
  },
];

const NOUVEAU_DOCUMENT: DocumentViergeForm = { nom: '', description: '', fichier: null };

/** Shared's create body less `cle`: what can be checked before the upload. */
const documentAvantDepotSchema = creationDocumentViergeSchema.omit({ cle: true });

/** The server's and the schema's file fields all belong to the dialog's one file field. */
const CHAMPS_FICHIER = {
  cle: 'fichier',
  nomFichier: 'fichier',
  typeMime: 'fichier',
  tailleEnOctets: 'fichier',
} as const;

function toInputAvantDepot(v: DocumentViergeForm): Omit<CreationDocumentVierge, 'cle'> {
  const file = v.fichier?.file ?? null;
  return {
    nom: v.nom,
    description: v.description,
    nomFichier: file?.name ?? '',
    typeMime: (file ? typeDuFichier(file) : '') as CreationDocumentVierge['typeMime'],
    tailleEnOctets: file?.size ?? 0,
  };
}

export function toCreateInput(
  input: Omit<CreationDocumentVierge, 'cle'>,
  fichier: Fichier,
): CreationDocumentVierge {
  return { ...input, ...fichier };
}

/** The create dialog's form (its fields, blank values, the checks before the upload, the body sent): the page adds the upload. */
export const FORMULAIRE_CREATION = {
  fields: () => DOCUMENT_VIERGE_FIELDS,
  initialValues: () => NOUVEAU_DOCUMENT,
  schema: documentAvantDepotSchema,
  toInput: toInputAvantDepot,
  serverFields: CHAMPS_FICHIER,
} satisfies Omit<
  ListDialog<DocumentVierge, DocumentViergeForm, Omit<CreationDocumentVierge, 'cle'>, undefined>,
  'submit'
>;
