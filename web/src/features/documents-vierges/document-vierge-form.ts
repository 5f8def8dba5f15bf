// The blank document dialog (nom, description, the file). The file is checked in the browser
// before any upload (the accepted types, 20 Mo at most, not empty: shared's rules) and again by the
// storage's policy and the server. The form is validated by shared's create schema without the storage
// key, which only exists once the file is uploaded.
import {
  ACCEPT_DOCUMENTS,
  creationDocumentViergeSchema,
  type CreationDocumentVierge,
  type Fichier,
} from '@umj/shared/listes';
import type { EditField, FileValue } from '../../components/edit-dialog/fields.ts';
import { refusDuFichier, typeDuFichier } from '../../lib/files/presigned-upload.ts';

export type DocumentViergeForm = { nom: string; description: string; fichier: FileValue | null };

export const DOCUMENT_VIERGE_FIELDS: readonly EditField<DocumentViergeForm>[] = [
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

export const NOUVEAU_DOCUMENT: DocumentViergeForm = { nom: '', description: '', fichier: null };

/** Shared's create body less `cle`: what can be checked before the upload. */
export const documentAvantDepotSchema = creationDocumentViergeSchema.omit({ cle: true });

/** The server's and the schema's file fields all belong to the dialog's one file field. */
export const CHAMPS_FICHIER = {
  cle: 'fichier',
  nomFichier: 'fichier',
  typeMime: 'fichier',
  tailleEnOctets: 'fichier',
} as const;

export function toInputAvantDepot(v: DocumentViergeForm): Omit<CreationDocumentVierge, 'cle'> {
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
