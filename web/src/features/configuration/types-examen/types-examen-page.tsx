// /configuration/typeexamen/liste (spec §2; §3 Exam type; §9 the 25 tariffs): id, name, tariff (typed
// in euros, stored in cents), VAT yes/no, notes; each edit one PATCH /configuration/typesDExamen after
// the confirmation of spec §7. A new type takes the next free id.
import { centimes, formatEuros } from '@umj/shared/argent';
import { prochainId, remplacerElement, retirerElement } from '@umj/shared/configuration-edition';
import { typeExamenSchema } from '@umj/shared/types-examen';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../../components/edit-dialog/edit-dialog.tsx';
import { ListPage, type ListColumn } from '../../../components/list/list-page.tsx';
import { listQuery, notifyFailure, notifySaved, useCanEditConfiguration } from '../configuration-screen.ts';
import { useConfigurationList, type ItemOf } from '../use-configuration-list.ts';
import {
  formToTypeExamen,
  NEW_TYPE_EXAMEN,
  TYPE_EXAMEN_FIELDS,
  typeExamenToForm,
  type TypeExamenForm,
} from './type-examen-form.ts';

/** An exam type as the configuration holds it (tarif in integer cents). */
type TypeExamen = ItemOf<'typesDExamen'>;

type Editing = { mode: 'create' } | { mode: 'edit'; type: TypeExamen } | null;

export default function TypesExamenPage() {
  const { t } = useTranslation(['configuration', 'common']);
  const canEdit = useCanEditConfiguration('typesDExamen');
  const { items, version, query, save, reload } = useConfigurationList('typesDExamen');
  const [editing, setEditing] = useState<Editing>(null);

  const columns = useMemo<ListColumn<TypeExamen>[]>(
    () => [
      {
        field: 'id',
        header: 'configuration:typesExamen.colonnes.id',
        value: (x) => x.id,
        sortable: true,
        width: '5rem',
      },
      {
        field: 'nom',
        header: 'configuration:typesExamen.colonnes.nom',
        value: (x) => x.nom,
        sortable: true,
        filter: { kind: 'text' },
      },
      {
        field: 'tarif',
        header: 'configuration:typesExamen.colonnes.tarif',
        value: (x) => x.tarif / 100,
        cell: (x) => formatEuros(centimes(x.tarif)),
        exportValue: (x) => x.tarif / 100,
        sortable: true,
      },
      {
        field: 'tva',
        header: 'configuration:typesExamen.colonnes.tva',
        value: (x) => x.tva,
        cell: (x) => t(x.tva ? 'common:oui' : 'common:non'),
        sortable: true,
        filter: { kind: 'boolean' },
      },
      { field: 'notes', header: 'configuration:typesExamen.colonnes.notes', value: (x) => x.notes },
    ],
    [t],
  );

  const idOf = (mode: Editing) => (mode?.mode === 'edit' ? mode.type.id : prochainId(items ?? []));

  const onDelete = async (type: TypeExamen) => {
    try {
      await save((list) => retirerElement(list, type.id));
      notifySaved(t);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <ListPage
      title={t('configuration:typesExamen.titre')}
      query={listQuery(query, items)}
      columns={columns}
      dataKey="id"
      rowName={(x) => x.nom}
      onCreate={canEdit ? () => setEditing({ mode: 'create' }) : undefined}
      onEdit={canEdit ? (type) => setEditing({ mode: 'edit', type }) : undefined}
      onDelete={canEdit ? onDelete : undefined}
    >
      {editing && (
        <EditDialog<TypeExamenForm, TypeExamen>
          key={editing.mode === 'edit' ? editing.type.id : 'new'}
          title={
            editing.mode === 'edit'
              ? t('configuration:typesExamen.modifier', { nom: editing.type.nom })
              : t('configuration:typesExamen.nouveau')
          }
          fields={TYPE_EXAMEN_FIELDS}
          initialValues={editing.mode === 'edit' ? typeExamenToForm(editing.type) : NEW_TYPE_EXAMEN}
          version={version}
          schema={typeExamenSchema}
          toInput={(values) => formToTypeExamen(values, idOf(editing))}
          submit={async (type, _values, readVersion) => {
            await save((list) => remplacerElement(list, type), readVersion);
            notifySaved(t);
          }}
          reload={async () => {
            const latest = await reload();
            const type = latest.items.find((x) => x.id === idOf(editing));
            return { values: type ? typeExamenToForm(type) : NEW_TYPE_EXAMEN, version: latest.version ?? 0 };
          }}
          onHide={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
