// The Periods section of the settings screen (spec §3 Period; §9 public and school holidays): the list,
// add, edit, delete, and "Générer les jours fériés d'une année" from the shared computation; each change
// one PATCH /configuration/périodesDeTemps after the confirmation of spec §7.
import {
  ajouterJoursFeries,
  anneeGenerationSchema,
  prochainId,
  remplacerElement,
  retirerElement,
} from '@umj/shared/configuration-edition';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { dureeEnJours, periodeSchema, type Periode } from '@umj/shared/periodes';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../../components/edit-dialog/edit-dialog.tsx';
import { ListPage, type ListColumn } from '../../../components/list/list-page.tsx';
import { appStore } from '../../../lib/app-store.ts';
import {
  dateFr,
  listQuery,
  notifyFailure,
  useCanEditConfiguration,
  notifySaved,
} from '../configuration-screen.ts';
import { useConfigurationList } from '../use-configuration-list.ts';
import {
  formToPeriode,
  NEW_PERIODE,
  periodeFields,
  periodeToForm,
  TYPE_LABELS,
  type PeriodeForm,
} from './periode-form.ts';

type Editing = { mode: 'create' } | { mode: 'edit'; periode: Periode } | null;

function GenerateHolidays({ onGenerate }: { onGenerate(annee: number): Promise<void> }) {
  const { t } = useTranslation('configuration');
  const [annee, setAnnee] = useState(() => isoDepuisJour(jourParis(new Date())).slice(0, 4));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = anneeGenerationSchema.safeParse(annee.trim() === '' ? undefined : Number(annee));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setBusy(true);
    void onGenerate(parsed.data).finally(() => setBusy(false));
  };
  return (
    <form
      className="umj-periodes-generer"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="periodes-generer-titre"
    >
      <h2 id="periodes-generer-titre">{t('periodes.generer.titre')}</h2>
      <div className="umj-periodes-generer__ligne">
        <label htmlFor="periodes-annee">{t('periodes.generer.annee')}</label>
        <InputText
          id="periodes-annee"
          inputMode="numeric"
          value={annee}
          onChange={(e) => setAnnee(e.target.value)}
          invalid={error !== null}
          aria-invalid={error !== null}
          aria-describedby={error ? 'periodes-annee-erreur' : undefined}
        />
        <Button
          type="submit"
          icon="pi pi-calendar-plus"
          label={t('periodes.generer.bouton')}
          loading={busy}
        />
      </div>
      {error && (
        <small id="periodes-annee-erreur" className="p-error" role="alert">
          {error}
        </small>
      )}
    </form>
  );
}

export function PeriodesSection() {
  const { t } = useTranslation(['configuration', 'common']);
  const canEdit = useCanEditConfiguration('périodesDeTemps');
  const { items, version, query, save, reload } = useConfigurationList('périodesDeTemps');
  const [editing, setEditing] = useState<Editing>(null);

  const columns = useMemo<ListColumn<Periode>[]>(
    () => [
      {
        field: 'type',
        header: 'configuration:periodes.colonnes.type',
        value: (p) => t(TYPE_LABELS[p.type]),
        sortable: true,
        filter: {
          kind: 'select',
          options: Object.values(TYPE_LABELS).map((key) => ({ value: t(key), label: t(key) })),
        },
      },
      {
        field: 'nom',
        header: 'configuration:periodes.colonnes.nom',
        value: (p) => p.nom,
        sortable: true,
        filter: { kind: 'text' },
      },
      {
        field: 'dateDebut',
        header: 'configuration:periodes.colonnes.dateDebut',
        value: (p) => p.dateDebut,
        cell: (p) => dateFr(p.dateDebut),
        exportValue: (p) => dateFr(p.dateDebut),
        sortable: true,
      },
      {
        field: 'dateFin',
        header: 'configuration:periodes.colonnes.dateFin',
        value: (p) => p.dateFin,
        cell: (p) => dateFr(p.dateFin),
        exportValue: (p) => dateFr(p.dateFin),
        sortable: true,
      },
      {
        field: 'duree',
        header: 'configuration:periodes.colonnes.duree',
        value: (p) => dureeEnJours(p),
        sortable: true,
      },
    ],
    [t],
  );
  const fields = useMemo(() => periodeFields(t), [t]);
  const idOf = (mode: Editing) => (mode?.mode === 'edit' ? mode.periode.id : prochainId(items ?? []));

  const onDelete = async (periode: Periode) => {
    try {
      await save((list) => retirerElement(list, periode.id));
      notifySaved(t);
    } catch (error) {
      notifyFailure(error);
    }
  };

  const onGenerate = async (annee: number) => {
    const { ajoutes } = ajouterJoursFeries(items ?? [], annee);
    if (ajoutes === 0) {
      appStore.notify({
        severity: 'info',
        detail: t('configuration:periodes.generer.dejaPresents', { annee }),
      });
      return;
    }
    try {
      await save((list) => ajouterJoursFeries(list, annee).periodes);
      appStore.notify({
        severity: 'success',
        detail: t('configuration:periodes.generer.ajoutes', { count: ajoutes, annee }),
      });
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <div className="umj-periodes">
      <ListPage
        title={t('configuration:periodes.titre')}
        query={listQuery(query, items)}
        columns={columns}
        dataKey="id"
        rowName={(p) => p.nom}
        onCreate={canEdit ? () => setEditing({ mode: 'create' }) : undefined}
        onEdit={canEdit ? (periode) => setEditing({ mode: 'edit', periode }) : undefined}
        onDelete={canEdit ? onDelete : undefined}
        toolbar={canEdit ? <GenerateHolidays onGenerate={onGenerate} /> : undefined}
      >
        {editing && (
          <EditDialog<PeriodeForm, Periode>
            key={editing.mode === 'edit' ? editing.periode.id : 'new'}
            title={
              editing.mode === 'edit'
                ? t('configuration:periodes.modifier', { nom: editing.periode.nom })
                : t('configuration:periodes.nouvelle')
            }
            fields={fields}
            initialValues={editing.mode === 'edit' ? periodeToForm(editing.periode) : NEW_PERIODE}
            version={version}
            schema={periodeSchema}
            toInput={(values) => formToPeriode(values, idOf(editing))}
            submit={async (periode, _values, readVersion) => {
              await save((list) => remplacerElement(list, periode), readVersion);
              notifySaved(t);
            }}
            reload={async () => {
              const latest = await reload();
              const periode = latest.items.find((p) => p.id === idOf(editing));
              return { values: periode ? periodeToForm(periode) : NEW_PERIODE, version: latest.version ?? 0 };
            }}
            onHide={() => setEditing(null)}
          />
        )}
      </ListPage>
    </div>
  );
}
