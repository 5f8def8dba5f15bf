// The requester dialog's fields and how its values map to the API (nom, bureau among the
// offices selected in the header, type, adresse, SIRET and code service for the state's invoicing
// platform, notes). SIRET is checked by shared's rule (14 digits, Luhn key) next to the field.
import type { Bureau } from '@umj/shared/bureau';
import {
  creationRequerantSchema,
  TYPES_REQUERANT,
  modificationRequerantSchema,
  type CreationRequerant,
  type Requerant,
  type TypeRequerant,
  type ModificationRequerant,
} from '@umj/shared/listes';
import type { EditField } from '../../components/edit-dialog/fields.ts';
import { officeEntryForm, type OfficeEntryForm } from '../../components/list/office-entry-screen.ts';
import { officeField } from '../../components/list/office-scoped.ts';

export type RequerantForm = {
  nom: string;
  bureau: string | null;
  type: string | null;
  adresse: string;
  siret: string;
  codeService: string;
  notes: string;
};

/** The office is chosen at creation only: an entry does not change office (the server refuses it). */
export function requerantFields(bureaux: readonly Bureau[] | null): EditField<RequerantForm>[] {
  return [
    { name: 'nom', label: 'requerants:champs.nom', kind: 'text', required: true, autoFocus: true },
    ...officeField<RequerantForm>('requerants:champs.bureau', bureaux),
    {
      name: 'type',
      label: 'requerants:champs.type',
      kind: 'select',
      required: true,
      options: TYPES_REQUERANT.map((t) => ({ value: t.id, label: t.nom })),
    },
    { name: 'adresse', label: 'requerants:champs.adresse', kind: 'textarea' },
    { name: 'siret', label: 'requerants:champs.siret', kind: 'text', hint: 'requerants:champs.siretAide' },
    {
      name: 'codeService',
      label: 'requerants:champs.codeService',
      kind: 'text',
      hint: 'requerants:champs.codeServiceAide',
    },
    { name: 'notes', label: 'requerants:champs.notes', kind: 'textarea' },
  ];
}

type Formulaire = OfficeEntryForm<Requerant, RequerantForm, CreationRequerant, ModificationRequerant>;

/**
 * The dialog's values to and from a requester and the API's inputs, for `officeEntryScreen`. `type`
 * left empty is sent as undefined: the schema answers 'Veuillez choisir le type de requérant'.
 */
export const formulaireRequerant: Formulaire = officeEntryForm({
  blank: { nom: '', type: null, adresse: '', siret: '', codeService: '', notes: '' },
  toFields: (v) => ({ type: (v.type ?? undefined) as TypeRequerant | undefined }),
  createSchema: creationRequerantSchema,
  updateSchema: modificationRequerantSchema,
});
