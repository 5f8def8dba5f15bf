// The report type dialog (nom, délai de remise in days, the exam types concerned among the
// configuration's, a model document uploaded like the blank documents, notes). The form is validated by
// shared's schemas without `modele`, which is only known once its file is uploaded; the chosen file is
// checked in the browser first (types, 20 Mo), then by the storage's policy and the server.
import {
  ACCEPT_DOCUMENTS,
  creationDpRapportSchema,
  modificationDpRapportSchema,
  type CreationDpRapport,
  type DpRapport,
  type ModificationDpRapport,
} from '@umj/shared/listes';
import type { TypeExamen } from '@umj/shared/types-examen';
import type { EditField, FileValue } from '../../components/edit-dialog/fields.ts';
import { refusDuFichier } from '../../lib/files/presigned-upload.ts';

export type DpRapportForm = {
  nom: string;
  delaiRemiseJours: number | null;
  typesExamen: string[];
  modele: FileValue | null;
  notes: string;
};

export function dpRapportFields(typesExamen: readonly TypeExamen[]): EditField<DpRapportForm>[] {
  return [
    { name: 'nom', label: 'dprapports:champs.nom', kind: 'text', required: true, autoFocus: true },
    { name: 'delaiRemiseJours', label: 'dprapports:champs.delai', kind: 'number', required: true },
    {
      name: 'typesExamen',
      label: 'dprapports:champs.typesExamen',
      kind: 'multiselect',
      options: typesExamen.map((t) => ({ value: String(t.id), label: t.nom })),
    },
    {
      name: 'modele',
      label: 'dprapports:champs.modele',
      kind: 'file',
      accept: ACCEPT_DOCUMENTS.split(','),
      refuse: refusDuFichier,
      hint: 'dprapports:champs.modeleAide',
    },
    { name: 'notes', label: 'dprapports:champs.notes', kind: 'textarea' },
  ];
}

export const NOUVEAU_DPRAPPORT: DpRapportForm = {
  nom: '',
  delaiRemiseJours: null,
  typesExamen: [],
  modele: null,
  notes: '',
};

export function dpRapportToForm(d: DpRapport): DpRapportForm {
  return {
    nom: d.nom,
    delaiRemiseJours: d.delaiRemiseJours,
    typesExamen: d.typesExamen.map(String),
    modele: d.modele ? { key: d.modele.cle, url: null, file: null, name: d.modele.nomFichier } : null,
    notes: d.notes,
  };
}

/** What is checked before the model's upload (its file is checked when chosen). */
export const createAvantDepotSchema = creationDpRapportSchema.omit({ modele: true });
export const updateAvantDepotSchema = modificationDpRapportSchema.omit({ modele: true });

/** An empty delay is sent as null: the schema answers 'Veuillez entrer le délai de remise en jours'. */
export function toCreateInput(v: DpRapportForm): Omit<CreationDpRapport, 'modele'> {
  return {
    nom: v.nom,
    delaiRemiseJours: v.delaiRemiseJours as number,
    typesExamen: v.typesExamen.map(Number),
    notes: v.notes,
  };
}

export function toUpdateInput(
  v: DpRapportForm,
  version: number | undefined,
): Omit<ModificationDpRapport, 'modele'> {
  return { ...toCreateInput(v), version: version as number };
}

/** The server's and the schema's model fields all belong to the dialog's one file field. */
export const CHAMPS_MODELE = {
  'modele.cle': 'modele',
  'modele.typeMime': 'modele',
  'modele.tailleEnOctets': 'modele',
} as const;
