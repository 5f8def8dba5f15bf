// The period dialog's fields and how its values map to a period (docs/product-rules.md#period: type Jour Férié,
// Vacances Scolaires or empty; nom; dateDebut, dateFin; the duration in days is derived).
import type { Periode } from '@umj/shared/periodes';
import type { TFunction } from 'i18next';
import type { EditField } from '../../../components/edit-dialog/fields.ts';

export type PeriodeForm = { type: string; nom: string; dateDebut: string | null; dateFin: string | null };

export const NEW_PERIODE: PeriodeForm = { type: '', nom: '', dateDebut: null, dateFin: null };

/** i18n key of a period type's label (the stored values are the spec's French words). */
export const TYPE_LABELS = {
  '': 'configuration:periodes.types.aucun',
  'Jour Férié': 'configuration:periodes.types.jourFerie',
  'Vacances Scolaires': 'configuration:periodes.types.vacancesScolaires',
} as const;

export function periodeFields(t: TFunction): EditField<PeriodeForm>[] {
  return [
    {
      name: 'type',
      label: 'configuration:periodes.champs.type',
      kind: 'select',
      options: Object.entries(TYPE_LABELS).map(([value, key]) => ({ value, label: t(key) })),
    },
    {
      name: 'nom',
      label: 'configuration:periodes.champs.nom',
      kind: 'text',
      required: true,
    },
    { name: 'dateDebut', label: 'configuration:periodes.champs.dateDebut', kind: 'date', required: true },
    { name: 'dateFin', label: 'configuration:periodes.champs.dateFin', kind: 'date', required: true },
  ];
}

export function periodeToForm(periode: Periode): PeriodeForm {
  return { type: periode.type, nom: periode.nom, dateDebut: periode.dateDebut, dateFin: periode.dateFin };
}

export function formToPeriode(values: PeriodeForm, id: number) {
  return {
    id,
    type: values.type ?? '',
    nom: values.nom,
    dateDebut: values.dateDebut,
    dateFin: values.dateFin,
  };
}
