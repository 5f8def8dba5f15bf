// Examiners' hours: adding a range without a pointer (keyboard, screen readers): a weekday (the
// weekly pattern) or a date (an exception), a start and an end, checked by the shared plageSchema
// (the form mechanism, lib/forms/use-form.ts: its message under the form).
import { isoDepuisJour, jourDepuisIso, minutesDepuisHeure, type Jour } from '@umj/shared/dates';
import { plageSchema, type Plage } from '@umj/shared/disponibilites-rv';
import { Button } from 'primereact/button';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChampListe } from '../../components/champ/champ.tsx';
import { ChampDate, ChampHeure } from '../../components/champ-date/champ-date.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { jourDeLaSemaineType } from './brouillon-heures.ts';

const JOURS_SEMAINE = [1, 2, 3, 4, 5, 6, 7] as const;

interface Ajout {
  jour: Jour;
  plage: Plage;
}

interface Valeurs {
  jourSemaine: number;
  date: string;
  debut: string;
  fin: string;
}

export function AjoutPlage({
  mode,
  jourParDefaut,
  onAjouter,
}: {
  mode: 'semaine' | 'exceptions';
  /** The exception form's first date (the first day shown). */
  jourParDefaut: Jour;
  onAjouter(jour: Jour, plage: Plage): void;
}) {
  const { t } = useTranslation('agendas');
  const regles: Resolver<Valeurs, unknown, Ajout> = (valeurs) => {
    const jour = mode === 'semaine' ? jourDeLaSemaineType(valeurs.jourSemaine) : jourDepuisIso(valeurs.date);
    const plage = plageSchema.safeParse({
      debut: minutesDepuisHeure(valeurs.debut),
      fin: minutesDepuisHeure(valeurs.fin),
    });
    const message =
      jour === null ? t('dateInvalide') : plage.success ? null : (plage.error.issues[0]?.message ?? null);
    if (jour !== null && plage.success) {
      const ajout: Ajout = { jour, plage: plage.data };
      return { values: ajout, errors: {} };
    }
    // One message under the form, the end field marked.
    const root = { type: 'regle', message: message ?? t('dateInvalide') };
    return { values: {} as Record<string, never>, errors: { root } as FieldErrors<Valeurs> };
  };
  const form = useForm<Valeurs, Ajout>({
    defaultValues: { jourSemaine: 1, date: isoDepuisJour(jourParDefaut), debut: '09:00', fin: '12:00' },
    resolver: regles,
  });
  const { jourSemaine, date, debut, fin } = form.values;
  const erreur = form.formError;
  const ajouter = form.handleSubmit(async ({ jour, plage }) => onAjouter(jour, plage));

  const champ = (nom: string, label: string) =>
    ({
      id: `ajout-${nom}`,
      label,
      className: 'umj-heures-champ',
      as: 'span',
    }) as const;

  return (
    <form className="umj-heures-ajout" aria-label={t('ajouterPlage')} onSubmit={ajouter}>
      {mode === 'semaine' ? (
        <ChampListe
          id="ajout-jour"
          label={t('jour')}
          className="umj-heures-champ"
          as="span"
          nomAccessible
          value={jourSemaine}
          options={JOURS_SEMAINE.map((j) => ({ value: j, label: t(`jours.${j}`) }))}
          onChange={(e) => form.setValue('jourSemaine', Number(e.value))}
        />
      ) : (
        <ChampDate
          {...champ('date', t('date'))}
          value={date}
          onChange={(v) => form.setValue('date', v ?? '')}
        />
      )}
      <ChampHeure
        {...champ('debut', t('debut'))}
        pasMinutes={15}
        value={debut}
        onChange={(v) => form.setValue('debut', v ?? '')}
      />
      <ChampHeure
        {...champ('fin', t('fin'))}
        pasMinutes={15}
        value={fin}
        invalid={erreur !== null}
        describedBy={erreur ? 'ajout-erreur' : undefined}
        onChange={(v) => form.setValue('fin', v ?? '')}
      />
      <Button type="submit" icon="pi pi-plus" label={t('ajouter')} outlined />
      {erreur ? (
        <small id="ajout-erreur" className="p-error" role="alert">
          {erreur}
        </small>
      ) : null}
    </form>
  );
}
