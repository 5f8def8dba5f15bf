// The exam-type dialog's fields and how its values map to an exam type (docs/product-rules.md#exam-type: id, nom,
// tarif, tva, notes). The tariff is typed in euros, French decimal comma accepted ('58,67'), and stored
// in integer cents by the shared eurosEnCentimes (shared/src/argent.ts).
import { centimes, eurosEnCentimes, saisieEuros } from '@umj/shared/argent';
import type { EditField } from '../../../components/edit-dialog/fields.ts';

export type TypeExamenForm = { nom: string; tarif: string; tva: boolean; notes: string };

export const NEW_TYPE_EXAMEN: TypeExamenForm = { nom: '', tarif: '', tva: true, notes: '' };

export const TYPE_EXAMEN_FIELDS: readonly EditField<TypeExamenForm>[] = [
  {
    name: 'nom',
    label: 'configuration:typesExamen.champs.nom',
    kind: 'text',
    required: true,
  },
  {
    name: 'tarif',
    label: 'configuration:typesExamen.champs.tarif',
    kind: 'text',
    required: true,
    hint: 'configuration:typesExamen.champs.tarifAide',
  },
  { name: 'tva', label: 'configuration:typesExamen.champs.tva', kind: 'switch' },
  { name: 'notes', label: 'configuration:typesExamen.champs.notes', kind: 'textarea' },
];

export function typeExamenToForm(type: {
  nom: string;
  tarif: number;
  tva: boolean;
  notes: string;
}): TypeExamenForm {
  return { nom: type.nom, tarif: saisieEuros(centimes(type.tarif)), tva: type.tva, notes: type.notes };
}

/** The exam type the form describes; an unreadable amount is left out (the schema names the field). */
export function formToTypeExamen(values: TypeExamenForm, id: number) {
  return {
    id,
    nom: values.nom,
    tarif: eurosEnCentimes(values.tarif) ?? undefined,
    tva: values.tva,
    notes: values.notes,
  };
}
