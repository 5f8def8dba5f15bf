// The police station dialog's fields and how its values map to the API (nom, secteur of the spec's
// list, bureau among the offices selected in the header, adresse, téléphone, e-mail, notes).
import type { Bureau } from '@umj/shared/bureau';
import { SECTEURS, type Secteur } from '@umj/shared/enums';
import {
  creationCommissariatSchema,
  modificationCommissariatSchema,
  type Commissariat,
  type CreationCommissariat,
  type ModificationCommissariat,
} from '@umj/shared/listes';
import type { EditField } from '../../components/edit-dialog/fields.ts';
import { officeEntryForm } from '../../components/list/office-entry-screen.ts';
import { officeField } from '../../components/list/office-scoped.ts';

export type CommissariatForm = {
  nom: string;
  secteur: string | null;
  bureau: string | null;
  adresse: string;
  telephone: string;
  email: string;
  notes: string;
};

/** The spec's empty sector, as a choice of the list (a dropdown cannot show '' as a chosen value). */
export const SANS_SECTEUR = 'aucun';

const secteurDuFormulaire = (secteur: string | null): Secteur =>
  secteur === SANS_SECTEUR || secteur === null ? '' : (secteur as Secteur);

/** The office is chosen at creation only: an entry does not change office (the server refuses it). */
export function commissariatFields(
  bureaux: readonly Bureau[] | null,
  sansSecteur: string,
): EditField<CommissariatForm>[] {
  return [
    {
      name: 'nom',
      label: 'commissariats:champs.nom',
      kind: 'text',
      required: true,
      autoFocus: true,
    },
    {
      name: 'secteur',
      label: 'commissariats:champs.secteur',
      kind: 'select',
      options: SECTEURS.map((s) => ({
        value: s === '' ? SANS_SECTEUR : s,
        label: s === '' ? sansSecteur : s,
      })),
    },
    ...officeField<CommissariatForm>('commissariats:champs.bureau', bureaux),
    { name: 'adresse', label: 'commissariats:champs.adresse', kind: 'textarea' },
    { name: 'telephone', label: 'commissariats:champs.telephone', kind: 'text' },
    { name: 'email', label: 'commissariats:champs.email', kind: 'text' },
    { name: 'notes', label: 'commissariats:champs.notes', kind: 'textarea' },
  ];
}

/** The dialog's values to and from a police station and the API's inputs, for `officeEntryScreen`. */
export const formulaireCommissariat = officeEntryForm<
  Commissariat,
  CommissariatForm,
  CreationCommissariat,
  ModificationCommissariat
>({
  blank: { nom: '', secteur: SANS_SECTEUR, adresse: '', telephone: '', email: '', notes: '' },
  toForm: (c) => ({ secteur: c.secteur === '' ? SANS_SECTEUR : c.secteur }),
  toFields: (v) => ({ secteur: secteurDuFormulaire(v.secteur) }),
  createSchema: creationCommissariatSchema,
  updateSchema: modificationCommissariatSchema,
});
