// Examiners' hours: adding a range without a pointer (keyboard, screen readers): a weekday (the
// weekly pattern) or a date (an exception), a start and an end, checked by the shared plageSchema.
import { isoDepuisJour, jourDepuisIso, minutesDepuisHeure, type Jour } from '@umj/shared/dates';
import { plageSchema, type Plage } from '@umj/shared/disponibilites-rv';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChampListe } from '../../components/champ/champ.tsx';
import { ChampDate, ChampHeure } from '../../components/champ-date/champ-date.tsx';
import { jourDeLaSemaineType } from './brouillon-heures.ts';

const JOURS_SEMAINE = [1, 2, 3, 4, 5, 6, 7] as const;

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
  const [jourSemaine, setJourSemaine] = useState(1);
  const [date, setDate] = useState(() => isoDepuisJour(jourParDefaut));
  const [debut, setDebut] = useState('09:00');
  const [fin, setFin] = useState('12:00');
  const [erreur, setErreur] = useState<string | null>(null);

  const ajouter = () => {
    const jour = mode === 'semaine' ? jourDeLaSemaineType(jourSemaine) : jourDepuisIso(date);
    if (jour === null) {
      setErreur(t('dateInvalide'));
      return;
    }
    const plage = plageSchema.safeParse({ debut: minutesDepuisHeure(debut), fin: minutesDepuisHeure(fin) });
    if (!plage.success) {
      setErreur(plage.error.issues[0]?.message ?? t('dateInvalide'));
      return;
    }
    setErreur(null);
    onAjouter(jour, plage.data);
  };

  const champ = (nom: string, label: string) =>
    ({
      id: `ajout-${nom}`,
      label,
      className: 'umj-heures-champ',
      as: 'span',
    }) as const;

  return (
    <form
      className="umj-heures-ajout"
      aria-label={t('ajouterPlage')}
      onSubmit={(e) => {
        e.preventDefault();
        ajouter();
      }}
    >
      {mode === 'semaine' ? (
        <ChampListe
          id="ajout-jour"
          label={t('jour')}
          className="umj-heures-champ"
          as="span"
          nomAccessible
          value={jourSemaine}
          options={JOURS_SEMAINE.map((j) => ({ value: j, label: t(`jours.${j}`) }))}
          onChange={(e) => setJourSemaine(Number(e.value))}
        />
      ) : (
        <ChampDate {...champ('date', t('date'))} value={date} onChange={(v) => setDate(v ?? '')} />
      )}
      <ChampHeure
        {...champ('debut', t('debut'))}
        pasMinutes={15}
        value={debut}
        onChange={(v) => setDebut(v ?? '')}
      />
      <ChampHeure
        {...champ('fin', t('fin'))}
        pasMinutes={15}
        value={fin}
        invalid={erreur !== null}
        describedBy={erreur ? 'ajout-erreur' : undefined}
        onChange={(v) => setFin(v ?? '')}
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
