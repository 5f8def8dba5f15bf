// /configuration/dvzone/liste (spec §2; §3 Zone): the duty zones of the selected offices (and those
// without an office, to complete), each edit one PATCH /configuration/zones after the confirmation of
// spec §7. A zone needs both weekdays and an office (spec §3): the dialog refuses it without them.
import {
  prochainId,
  remplacerElement,
  retirerElement,
  zoneSaisieSchema,
  zoneVisible,
} from '@umj/shared/configuration-edition';
import { ZONE_SECTEURS } from '@umj/shared/enums';
import { zoneUtilisable, type Zone } from '@umj/shared/zones-creneaux';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../../components/edit-dialog/edit-dialog.tsx';
import { ListPage, type ListColumn } from '../../../components/list/list-page.tsx';
import { useSelectedBureaux } from '../../../lib/bureaux/use-selected-bureaux.ts';
import {
  joursTexte,
  listQuery,
  notifyFailure,
  notifySaved,
  useCanEditConfiguration,
} from '../configuration-screen.ts';
import { useConfigurationList } from '../use-configuration-list.ts';
import { formToZone, NEW_ZONE, zoneFields, zoneToForm, type ZoneForm } from './zone-form.ts';
import '../configuration.css';

type Editing = { mode: 'create' } | { mode: 'edit'; zone: Zone } | null;

const secteurNom = (code: string) => ZONE_SECTEURS.find((s) => s.code === code)?.nom ?? code;

export default function ZonesPage() {
  const { t } = useTranslation(['configuration', 'common']);
  const canEdit = useCanEditConfiguration('zones');
  const { items, version, query, save, reload } = useConfigurationList('zones');
  const selection = useSelectedBureaux();
  const [editing, setEditing] = useState<Editing>(null);

  const visible = useMemo(
    () => items?.filter((zone) => zoneVisible(zone, selection.ids)),
    [items, selection.ids],
  );
  const columns = useMemo<ListColumn<Zone>[]>(
    () => [
      {
        field: 'nom',
        header: 'configuration:zones.colonnes.nom',
        value: (z) => z.nom,
        sortable: true,
        filter: { kind: 'text' },
      },
      { field: 'jours', header: 'configuration:zones.colonnes.jours', value: (z) => joursTexte(t, z.jours) },
      {
        field: 'secteurs',
        header: 'configuration:zones.colonnes.secteurs',
        value: (z) => z.secteurs.map(secteurNom).join(', '),
      },
      {
        field: 'bureau',
        header: 'configuration:zones.colonnes.bureau',
        value: (z) => z.bureau?.nom ?? t('configuration:zones.sansBureau'),
        sortable: true,
        filter: { kind: 'select', options: selection.visible.map((b) => ({ value: b.nom, label: b.nom })) },
      },
      {
        field: 'etat',
        header: 'configuration:zones.colonnes.etat',
        value: (z) =>
          t(zoneUtilisable(z) ? 'configuration:zones.utilisable' : 'configuration:zones.incomplete'),
        cell: (z) => {
          const ok = zoneUtilisable(z);
          return (
            <span
              className={`umj-zone-etat umj-zone-etat--${ok ? 'ok' : 'incomplete'}`}
              title={ok ? undefined : t('configuration:zones.incompleteAide')}
            >
              <i className={`pi ${ok ? 'pi-check-circle' : 'pi-exclamation-triangle'}`} aria-hidden="true" />
              {t(ok ? 'configuration:zones.utilisable' : 'configuration:zones.incomplete')}
            </span>
          );
        },
      },
      { field: 'notes', header: 'configuration:zones.colonnes.notes', value: (z) => z.notes },
    ],
    [t, selection.visible],
  );

  const fields = useMemo(() => zoneFields(t, selection.visible), [t, selection.visible]);
  const idOf = (mode: Editing) => (mode?.mode === 'edit' ? mode.zone.id : prochainId(items ?? []));

  const onDelete = async (zone: Zone) => {
    try {
      await save((list) => retirerElement(list, zone.id));
      notifySaved(t);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <ListPage
      title={t('configuration:zones.titre')}
      query={listQuery(query, visible)}
      columns={columns}
      dataKey="id"
      rowName={(z) => z.nom}
      onCreate={canEdit ? () => setEditing({ mode: 'create' }) : undefined}
      onEdit={canEdit ? (zone) => setEditing({ mode: 'edit', zone }) : undefined}
      onDelete={canEdit ? onDelete : undefined}
    >
      {editing && (
        <EditDialog<ZoneForm, Zone>
          key={editing.mode === 'edit' ? editing.zone.id : 'new'}
          title={
            editing.mode === 'edit'
              ? t('configuration:zones.modifier', { nom: editing.zone.nom })
              : t('configuration:zones.nouvelle')
          }
          fields={fields}
          initialValues={editing.mode === 'edit' ? zoneToForm(editing.zone) : NEW_ZONE}
          version={version}
          schema={zoneSaisieSchema}
          toInput={(values) => formToZone(values, idOf(editing), selection.visible)}
          submit={async (zone, _values, readVersion) => {
            await save((list) => remplacerElement(list, zone), readVersion);
            notifySaved(t);
          }}
          reload={async () => {
            const latest = await reload();
            const zone = latest.items.find((z) => z.id === idOf(editing));
            return { values: zone ? zoneToForm(zone) : NEW_ZONE, version: latest.version ?? 0 };
          }}
          onHide={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
