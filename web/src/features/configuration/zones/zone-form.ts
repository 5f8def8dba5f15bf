// The zone dialog's fields and how its values map to a zone (docs/product-rules.md#zones-and-slots: nom, jours, secteurs,
// bureau, notes; a zone needs both jours and bureau, checked by the shared zoneSaisieSchema).
import type { BureauRef } from '@umj/shared/bureau';
import { flagsDesJours, joursDesFlags } from '@umj/shared/configuration-edition';
import { ZONE_SECTEURS, type ZoneSecteur } from '@umj/shared/enums';
import type { Zone } from '@umj/shared/zones-creneaux';
import type { TFunction } from 'i18next';
import type { EditField } from '../../../components/edit-dialog/fields.ts';
import { officeField } from '../../../components/list/office-scoped.ts';
import { joursOptions } from '../configuration-screen.ts';

export type ZoneForm = {
  nom: string;
  jours: string[];
  secteurs: string[];
  bureau: string | null;
  notes: string;
};

export const NEW_ZONE: ZoneForm = { nom: '', jours: [], secteurs: [], bureau: null, notes: '' };

export function zoneFields(t: TFunction, bureaux: readonly BureauRef[]): EditField<ZoneForm>[] {
  return [
    { name: 'nom', label: 'configuration:zones.champs.nom', kind: 'text', required: true },
    {
      name: 'jours',
      label: 'configuration:zones.champs.jours',
      kind: 'multiselect',
      required: true,
      options: joursOptions(t),
    },
    {
      name: 'secteurs',
      label: 'configuration:zones.champs.secteurs',
      kind: 'multiselect',
      options: ZONE_SECTEURS.map((s) => ({ value: s.code, label: s.nom })),
    },
    ...officeField<ZoneForm>('configuration:zones.champs.bureau', bureaux),
    { name: 'notes', label: 'configuration:zones.champs.notes', kind: 'textarea' },
  ];
}

export function zoneToForm(zone: Zone): ZoneForm {
  return {
    nom: zone.nom,
    jours: flagsDesJours(zone.jours).map(String),
    secteurs: [...zone.secteurs],
    bureau: zone.bureau?.id ?? null,
    notes: zone.notes,
  };
}

/** The zone the form describes (the shared schema then checks it). */
export function formToZone(values: ZoneForm, id: number, bureaux: readonly BureauRef[]) {
  const bureau = bureaux.find((b) => b.id === values.bureau);
  return {
    id,
    nom: values.nom,
    jours: joursDesFlags(values.jours.map(Number)),
    secteurs: values.secteurs as ZoneSecteur[],
    bureau: bureau ? { id: bureau.id, nom: bureau.nom } : null,
    notes: values.notes,
  };
}
