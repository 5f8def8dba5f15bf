// The values of the new visit request form (nouvelle-demande-dialog.tsx) and its rules before any call,
// for the form mechanism (lib/forms/use-form.ts): the messages are the screen's own (translated).
import { minutesDepuisHeure } from '@umj/shared/dates';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';

const HEURE = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface Valeurs {
  bureauId: string;
  commissariatId: string | null;
  nom: string;
  heureDemande: string;
  heureGav: string;
  requisition: boolean;
  requerantId: string | null;
  numero: string;
  /** The doctor chosen by the user; null: the one on duty proposed. */
  medecinChoisi: string | null;
}

/** The form's rules before any call: a station and a name (messages), hours that are hours (marked). */
export function regles(t: TFunction): Resolver<Valeurs> {
  return (values) => {
    const errors: FieldErrors<Valeurs> = {};
    if (values.commissariatId === null)
      errors.commissariatId = { type: 'required', message: t('form.erreurs.commissariat') };
    if (values.nom.trim() === '') errors.nom = { type: 'required', message: t('form.erreurs.nom') };
    if (minutesDepuisHeure(values.heureDemande) === null)
      errors.heureDemande = { type: 'format', message: '' };
    if (values.heureGav !== '' && !HEURE.test(values.heureGav))
      errors.heureGav = { type: 'format', message: '' };
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
