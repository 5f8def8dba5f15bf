// The slot dialog's fields and how its values map to a slot (docs/product-rules.md#zones-and-slots: nom, zone, heureDebut,
// heureFin in minutes, jours, dateDebut/dateFin). Hours are the champ-date time field (24-hour HH:mm,
// 00:00 to 23:59: 24:00 is said at the field) and read by the shared minutesDepuisHeure; an end at or before the start crosses midnight (docs/product-rules.md#entities).
import { flagsDesJours, joursDesFlags } from '@umj/shared/configuration-edition';
import { formatHeure, minutesDepuisHeure } from '@umj/shared/dates';
import type { Creneau, Zone } from '@umj/shared/zones-creneaux';
import type { TFunction } from 'i18next';
import type { EditField } from '../../../components/edit-dialog/fields.ts';
import { joursOptions } from '../configuration-screen.ts';

export type CreneauForm = {
  nom: string;
  zone: string | null;
  heureDebut: string | null;
  heureFin: string | null;
  jours: string[];
  dateDebut: string | null;
  dateFin: string | null;
};

export const NEW_CRENEAU: CreneauForm = {
  nom: '',
  zone: null,
  heureDebut: null,
  heureFin: null,
  jours: [],
  dateDebut: null,
  dateFin: null,
};

export function creneauFields(t: TFunction, zones: readonly Zone[]): EditField<CreneauForm>[] {
  return [
    {
      name: 'nom',
      label: 'configuration:creneaux.champs.nom',
      kind: 'text',
      required: true,
    },
    {
      name: 'zone',
      label: 'configuration:creneaux.champs.zone',
      kind: 'select',
      required: true,
      options: zones.map((z) => ({
        value: String(z.id),
        label: z.bureau ? `${z.nom} (${z.bureau.nom})` : z.nom,
      })),
    },
    { name: 'heureDebut', label: 'configuration:creneaux.champs.heureDebut', kind: 'time', required: true },
    {
      name: 'heureFin',
      label: 'configuration:creneaux.champs.heureFin',
      kind: 'time',
      required: true,
      hint: 'configuration:creneaux.champs.heureFinAide',
    },
    {
      name: 'jours',
      label: 'configuration:creneaux.champs.jours',
      kind: 'multiselect',
      options: joursOptions(t),
    },
    { name: 'dateDebut', label: 'configuration:creneaux.champs.dateDebut', kind: 'date' },
    { name: 'dateFin', label: 'configuration:creneaux.champs.dateFin', kind: 'date' },
  ];
}

export function creneauToForm(creneau: Creneau): CreneauForm {
  return {
    nom: creneau.nom,
    zone: String(creneau.zone),
    heureDebut: formatHeure(creneau.heureDebut),
    heureFin: formatHeure(creneau.heureFin),
    jours: flagsDesJours(creneau.jours).map(String),
    dateDebut: creneau.dateDebut,
    dateFin: creneau.dateFin,
  };
}

/**
 * The slot the form describes. An end kept as stored past midnight (e.g. 1920 for 08:00 the next day)
 * stays as it was when its text is unchanged; a missing or malformed hour is left out, so the shared
 * schema reports it at its field.
 */
export function formToCreneau(values: CreneauForm, id: number, stored?: Creneau) {
  const fin = minutesDepuisHeure(values.heureFin ?? '');
  const finInchangee = stored !== undefined && values.heureFin === formatHeure(stored.heureFin);
  return {
    id,
    nom: values.nom,
    zone: values.zone === null ? undefined : Number(values.zone),
    heureDebut: minutesDepuisHeure(values.heureDebut ?? '') ?? undefined,
    heureFin: finInchangee ? stored.heureFin : (fin ?? undefined),
    jours: joursDesFlags(values.jours.map(Number)),
    dateDebut: values.dateDebut,
    dateFin: values.dateFin,
  };
}
