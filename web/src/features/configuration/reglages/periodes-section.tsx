// The Periods section of the settings screen (docs/product-rules.md#period; docs/product-rules.md#constants public and school holidays): the list,
// add, edit, delete, and "Générer les jours fériés d'une année" from the shared computation; each change
// one PATCH /configuration/périodesDeTemps after the confirmation of docs/product-rules.md#calls.
import { ajouterJoursFeries, anneeGenerationSchema } from '@umj/shared/configuration-edition';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { dureeEnJours, periodeSchema, type Periode } from '@umj/shared/periodes';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import i18next, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { textColumn, type ListColumn } from '../../../components/list/list-column.ts';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { appStore } from '../../../lib/app-store.ts';
import { inputResolver } from '../../../lib/forms/resolvers.ts';
import { useForm } from '../../../lib/forms/use-form.ts';
import { configurationListScreen, type ConfigurationListContext } from '../configuration-list-screen.ts';
import { dateFr, notifyFailure } from '../configuration-screen.ts';
import { formToPeriode, NEW_PERIODE, periodeFields, periodeToForm, TYPE_LABELS } from './periode-form.ts';

function GenerateHolidays({ onGenerate }: { onGenerate(annee: number): Promise<void> }) {
  const { t } = useTranslation('configuration');
  const form = useForm<{ annee: string }, number>({
    defaultValues: { annee: isoDepuisJour(jourParis(new Date())).slice(0, 4) },
    resolver: inputResolver(anneeGenerationSchema, {
      toInput: ({ annee }) => (annee.trim() === '' ? undefined : Number(annee)),
      fieldOf: () => 'annee',
    }),
  });
  const { annee } = form.values;
  const error = form.errors.annee ?? null;
  // A failed generation is said by onGenerate itself.
  const onSubmit = form.handleSubmit(
    (parsed) => onGenerate(parsed),
    () => true,
  );
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
          onChange={(e) => form.setValue('annee', e.target.value)}
          invalid={error !== null}
          aria-invalid={error !== null}
          aria-describedby={error ? 'periodes-annee-erreur' : undefined}
        />
        <Button
          type="submit"
          icon="pi pi-calendar-plus"
          label={t('periodes.generer.bouton')}
          loading={form.submitting}
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

function periodeColumns(t: TFunction): ListColumn<Periode>[] {
  return [
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
    textColumn('nom', 'configuration:periodes.colonnes.nom', (p) => p.nom),
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
  ];
}

/** Adds the public holidays of a year that are not there yet (docs/product-rules.md#constants), in one save. */
async function genererJoursFeries(
  annee: number,
  { items, save }: ConfigurationListContext<'périodesDeTemps', undefined>,
): Promise<void> {
  const t = i18next.t;
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
}

const PERIODES = configurationListScreen({
  cle: 'périodesDeTemps',
  titles: {
    liste: 'configuration:periodes.titre',
    nouveau: 'configuration:periodes.nouvelle',
    modifier: 'configuration:periodes.modifier',
  },
  useExtra: () => undefined,
  columns: (_ctx, t) => periodeColumns(t),
  fields: (_ctx, t) => periodeFields(t),
  blank: NEW_PERIODE,
  toForm: periodeToForm,
  toItem: (values, id) => formToPeriode(values, id),
  schema: periodeSchema,
  toolbar: (ctx, canWrite) =>
    canWrite ? <GenerateHolidays onGenerate={(annee) => genererJoursFeries(annee, ctx)} /> : undefined,
});

export function PeriodesSection() {
  return (
    <div className="umj-periodes">
      <ListScreen descriptor={PERIODES} />
    </div>
  );
}
