// /configuration/dvcreneau/liste (spec §2; §3 Slot): the duty slots of the visible zones, in the order
// of spec §4 (Matin, Après-midi, Soir, then others; then zone name), hours crossing midnight shown as
// such ('20:00 → 08:00 (+1)'); each edit one PATCH /configuration/créneaux after the confirmation of §7.
import {
  creneauVisible,
  libellePlageHoraire,
  prochainId,
  remplacerElement,
  retirerElement,
  trierCreneaux,
  zoneVisible,
} from '@umj/shared/configuration-edition';
import { creneauSchema, type Creneau, type Zone } from '@umj/shared/zones-creneaux';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../../components/edit-dialog/edit-dialog.tsx';
import { ListPage, type ListColumn } from '../../../components/list/list-page.tsx';
import { useSelectedBureaux } from '../../../lib/bureaux/use-selected-bureaux.ts';
import {
  dateFr,
  joursTexte,
  listQuery,
  notifyFailure,
  notifySaved,
  useCanEditConfiguration,
} from '../configuration-screen.ts';
import { useConfigurationList } from '../use-configuration-list.ts';
import '../configuration.css';
import {
  creneauFields,
  creneauToForm,
  formToCreneau,
  NEW_CRENEAU,
  type CreneauForm,
} from './creneau-form.ts';

type Editing = { mode: 'create' } | { mode: 'edit'; creneau: Creneau } | null;

export default function CreneauxPage() {
  const { t } = useTranslation(['configuration', 'common']);
  const canEdit = useCanEditConfiguration('créneaux');
  const { items, version, query, save, reload } = useConfigurationList('créneaux');
  const zones = (useConfigurationList('zones').items ?? []) as Zone[];
  const selection = useSelectedBureaux();
  const [editing, setEditing] = useState<Editing>(null);

  const visibleZones = useMemo(
    () => zones.filter((z) => zoneVisible(z, selection.ids)),
    [zones, selection.ids],
  );
  const visible = useMemo(
    () =>
      items &&
      trierCreneaux(
        items.filter((c) => creneauVisible(c, zones, selection.ids)),
        zones,
      ),
    [items, zones, selection.ids],
  );
  const zoneNom = (id: number) =>
    zones.find((z) => z.id === id)?.nom ?? t('configuration:creneaux.zoneInconnue');

  const columns: ListColumn<Creneau>[] = [
    {
      field: 'nom',
      header: 'configuration:creneaux.colonnes.nom',
      value: (c) => c.nom,
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'zone',
      header: 'configuration:creneaux.colonnes.zone',
      value: (c) => zoneNom(c.zone),
      sortable: true,
      filter: { kind: 'select', options: visibleZones.map((z) => ({ value: z.nom, label: z.nom })) },
    },
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

  const fields = useMemo(() => creneauFields(t, visibleZones), [t, visibleZones]);
  const idOf = (mode: Editing) => (mode?.mode === 'edit' ? mode.creneau.id : prochainId(items ?? []));

  const onDelete = async (creneau: Creneau) => {
    try {
      await save((list) => retirerElement(list, creneau.id));
      notifySaved(t);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <ListPage
      title={t('configuration:creneaux.titre')}
      query={listQuery(query, visible)}
      columns={columns}
      dataKey="id"
      rowName={(c) => `${c.nom} (${zoneNom(c.zone)})`}
      onCreate={canEdit ? () => setEditing({ mode: 'create' }) : undefined}
      onEdit={canEdit ? (creneau) => setEditing({ mode: 'edit', creneau }) : undefined}
      onDelete={canEdit ? onDelete : undefined}
    >
      {editing && (
        <EditDialog<CreneauForm, Creneau>
          key={editing.mode === 'edit' ? editing.creneau.id : 'new'}
          title={
            editing.mode === 'edit'
              ? t('configuration:creneaux.modifier', { nom: editing.creneau.nom })
              : t('configuration:creneaux.nouveau')
          }
          fields={fields}
          initialValues={editing.mode === 'edit' ? creneauToForm(editing.creneau) : NEW_CRENEAU}
          version={version}
          schema={creneauSchema}
          toInput={(values) =>
            formToCreneau(values, idOf(editing), editing.mode === 'edit' ? editing.creneau : undefined)
          }
          submit={async (creneau, _values, readVersion) => {
            await save((list) => remplacerElement(list, creneau), readVersion);
            notifySaved(t);
          }}
          reload={async () => {
            const latest = await reload();
            const creneau = latest.items.find((c) => c.id === idOf(editing));
            return { values: creneau ? creneauToForm(creneau) : NEW_CRENEAU, version: latest.version ?? 0 };
          }}
          onHide={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
