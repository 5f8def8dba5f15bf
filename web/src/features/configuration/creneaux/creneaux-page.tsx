// /configuration/dvcreneau/liste (docs/product-rules.md#screens; docs/product-rules.md#zones-and-slots): the duty slots of the visible zones, in the order
// of docs/product-rules.md#availability (Matin, Après-midi, Soir, then others; then zone name), hours crossing midnight shown as
// such ('20:00 → 08:00 (+1)'); each edit one PATCH /configuration/créneaux after the confirmation of docs/product-rules.md#calls.
// The screen is its descriptor (docs/architecture.md "List screens").
import {
  creneauVisible,
  libellePlageHoraire,
  trierCreneaux,
  zoneVisible,
} from '@umj/shared/configuration-edition';
import { creneauSchema, type Creneau, type Zone } from '@umj/shared/zones-creneaux';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { selectColumn, textColumn, type ListColumn } from '../../../components/list/list-column.ts';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { useSelectedBureaux } from '../../../lib/bureaux/use-selected-bureaux.ts';
import { configurationListScreen } from '../configuration-list-screen.ts';
import { dateFr, joursTexte } from '../configuration-screen.ts';
import { useConfigurationList } from '../use-configuration-list.ts';
import '../configuration.css';
import { creneauFields, creneauToForm, formToCreneau, NEW_CRENEAU } from './creneau-form.ts';

/** The zones (all, for the slots' names and order; the visible ones, for the choices). */
function useZones() {
  const { t } = useTranslation('configuration');
  const zones = (useConfigurationList('zones').items ?? []) as Zone[];
  const selection = useSelectedBureaux();
  const visibleZones = useMemo(
    () => zones.filter((z) => zoneVisible(z, selection.ids)),
    [zones, selection.ids],
  );
  const zoneNom = (id: number) => zones.find((z) => z.id === id)?.nom ?? t('creneaux.zoneInconnue');
  return { zones, visibleZones, ids: selection.ids, zoneNom };
}

function creneauColumns(t: TFunction, { visibleZones, zoneNom }: ReturnType<typeof useZones>) {
  const columns: ListColumn<Creneau>[] = [
    textColumn('nom', 'configuration:creneaux.colonnes.nom', (c) => c.nom),
    selectColumn(
      'zone',
      'configuration:creneaux.colonnes.zone',
      (c) => zoneNom(c.zone),
      visibleZones.map((z) => z.nom),
    ),
    {
      field: 'horaire',
      header: 'configuration:creneaux.colonnes.horaire',
      value: (c) => libellePlageHoraire(c),
      cell: (c) => (
        <span dir="ltr" className="umj-horaire">
          {libellePlageHoraire(c)}
        </span>
      ),
    },
    { field: 'jours', header: 'configuration:creneaux.colonnes.jours', value: (c) => joursTexte(t, c.jours) },
    {
      field: 'dateDebut',
      header: 'configuration:creneaux.colonnes.dateDebut',
      value: (c) => dateFr(c.dateDebut),
    },
    { field: 'dateFin', header: 'configuration:creneaux.colonnes.dateFin', value: (c) => dateFr(c.dateFin) },
  ];
  return columns;
}

export const CRENEAUX = configurationListScreen({
  cle: 'créneaux',
  titles: {
    liste: 'configuration:creneaux.titre',
    nouveau: 'configuration:creneaux.nouveau',
    modifier: 'configuration:creneaux.modifier',
  },
  useExtra: useZones,
  visible: (creneaux, { zones, ids }) =>
    trierCreneaux(
      creneaux.filter((c) => creneauVisible(c, zones, ids)),
      zones,
    ),
  columns: ({ extra }, t) => creneauColumns(t, extra),
  rowName: (c, { extra }) => `${c.nom} (${extra.zoneNom(c.zone)})`,
  fields: ({ extra }, t) => creneauFields(t, extra.visibleZones),
  blank: NEW_CRENEAU,
  toForm: creneauToForm,
  toItem: (values, id, stored) => formToCreneau(values, id, stored),
  schema: creneauSchema,
});

export default function CreneauxPage() {
  return <ListScreen descriptor={CRENEAUX} />;
}
