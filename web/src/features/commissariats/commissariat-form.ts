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
import type { OfficeEntryForm } from '../../components/list/office-entry-screen.ts';
import { officeField, preselectedOffice } from '../../components/list/office-scoped.ts';

export type CommissariatForm = {
  nom: string;
  secteur: string | null;
  bureau: string | null;
  adresse: string;
  telephone: string;
  email: string;
  notes: string;
};

/** The dialog's values to and from a commissariat and the API's inputs, for `officeEntryScreen`. */
export const formulaireCommissariat = {
  blank: nouveauCommissariat,
  toForm: commissariatToForm,
  create: { schema: creationCommissariatSchema, toInput: toCreateInput },
  update: { schema: modificationCommissariatSchema, toInput: toUpdateInput },
} satisfies OfficeEntryForm<Commissariat, CommissariatForm, CreationCommissariat, ModificationCommissariat>;

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

/** A blank police station; the office is preselected when only one is selected in the header. */
export function nouveauCommissariat(bureaux: readonly Bureau[]): CommissariatForm {
  return {
    nom: '',
    secteur: SANS_SECTEUR,
    bureau: preselectedOffice(bureaux),
    adresse: '',
    telephone: '',
    email: '',
    notes: '',
  };
}

export function commissariatToForm(c: Commissariat): CommissariatForm {
  return {
    nom: c.nom,
    secteur: c.secteur === '' ? SANS_SECTEUR : c.secteur,
    bureau: c.bureau,
    adresse: c.adresse,
    telephone: c.telephone,
    email: c.email,
    notes: c.notes,
  };
}

export function toCreateInput(v: CommissariatForm): CreationCommissariat {
  return {
    nom: v.nom,
    secteur: secteurDuFormulaire(v.secteur),
    bureau: v.bureau ?? '',
    adresse: v.adresse,
    telephone: v.telephone,
    email: v.email,
    notes: v.notes,
  };
}

export function toUpdateInput(v: CommissariatForm, version: number | undefined): ModificationCommissariat {
  return {
    nom: v.nom,
    secteur: secteurDuFormulaire(v.secteur),
    adresse: v.adresse,
    telephone: v.telephone,
    email: v.email,
    notes: v.notes,
    version: version as number,
  };
}
