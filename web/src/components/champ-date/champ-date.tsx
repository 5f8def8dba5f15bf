// The date and time fields of every form and filter: PrimeReact's Calendar showing and reading
// dd/mm/yyyy and 24-hour HH:mm whatever the browser's language, typed or picked, holding the same text
// as before ('AAAA-MM-JJ', 'HH:mm'; saisie-date.ts converts). `SaisieDate` / `SaisieHeure` are the bare
// controls (the edit dialog's FieldFrame gives their id and aria attributes); `ChampDate` / `ChampHeure`
// add the label above them, as `Champ` of components/champ does.
import { Calendar } from 'primereact/calendar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Champ } from '../champ/champ.tsx';
import { CLES_TEXTES_CALENDRIER, localeCalendrier, type TextesCalendrier } from './locale-calendrier.ts';
import {
  dateDepuisHeure,
  dateDepuisIso,
  heureDepuisDate,
  isoDepuisDate,
  lireDateSaisie,
  lireHeureSaisie,
  valeurSaisie,
} from './saisie-date.ts';
import './champ-date.css';

export interface SaisieProps {
  id: string;
  /** 'AAAA-MM-JJ' for a date, 'HH:mm' for a time; null when empty. */
  value: string | null;
  onChange(value: string | null): void;
  invalid?: boolean;
  disabled?: boolean;
  /** Ids of the hint and error under the field. */
  describedBy?: string;
  /** Minutes between the steps of the time picker's arrows (1 by default). */
  pasMinutes?: number;
}

/** What the Calendar reads as an unfinished entry (the typed text is kept, the value does not change). */
function pasUneDate(): never {
  throw new Error('saisie incomplète');
}

function useLocaleCalendrier() {
  const { t, i18n } = useTranslation('common');
  const textes = Object.fromEntries(
    CLES_TEXTES_CALENDRIER.map((cle) => [cle, t(`calendrier.${cle}`)]),
  ) as unknown as TextesCalendrier;
  return { t, locale: localeCalendrier(i18n.language, textes) };
}

function Saisie({
  id,
  value,
  onChange,
  invalid = false,
  disabled = false,
  describedBy,
  pasMinutes,
  heure,
}: SaisieProps & { heure: boolean }) {
  const { t, locale } = useLocaleCalendrier();
  const date = useMemo(() => (heure ? dateDepuisHeure(value) : dateDepuisIso(value)), [heure, value]);
  const lire = heure ? lireHeureSaisie : lireDateSaisie;
  return (
    <Calendar
      inputId={id}
      className="umj-saisie-date"
      value={date}
      onChange={(e) => {
        const valeur = valeurSaisie(e.value, heure ? heureDepuisDate : isoDepuisDate);
        if (valeur !== undefined && valeur !== value) onChange(valeur);
      }}
      parseDateTime={(texte) => lire(texte) ?? pasUneDate()}
      keepInvalid
      showOnFocus={false}
      showIcon
      locale={locale}
      invalid={invalid}
      disabled={disabled}
      placeholder={t(heure ? 'calendrier.formatHeure' : 'calendrier.formatDate')}
      pt={{ input: { root: { 'aria-describedby': describedBy, 'aria-invalid': invalid } } }}
      {...(heure
        ? { timeOnly: true, hourFormat: '24', icon: 'pi pi-clock', stepMinute: pasMinutes }
        : { dateFormat: 'dd/mm/yy' })}
    />
  );
}

/** A date field ('AAAA-MM-JJ'), shown and typed dd/mm/yyyy. */
export function SaisieDate(props: SaisieProps) {
  return <Saisie {...props} heure={false} />;
}

/** A time field ('HH:mm'), shown and typed 24-hour HH:mm. */
export function SaisieHeure(props: SaisieProps) {
  return <Saisie {...props} heure />;
}

interface ChampProps extends SaisieProps {
  label: string;
  className?: string;
  as?: 'div' | 'span';
}

/** A labelled date field of a filter bar or a small form. */
export function ChampDate({ label, className, as, ...saisie }: ChampProps) {
  return (
    <Champ id={saisie.id} label={label} className={className} as={as}>
      <SaisieDate {...saisie} />
    </Champ>
  );
}

/** A labelled time field of a filter bar or a small form. */
export function ChampHeure({ label, className, as, ...saisie }: ChampProps) {
  return (
    <Champ id={saisie.id} label={label} className={className} as={as}>
      <SaisieHeure {...saisie} />
    </Champ>
  );
}
