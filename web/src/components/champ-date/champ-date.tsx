// The date and time fields of every form and filter: PrimeReact's Calendar showing and reading
// dd/mm/yyyy and 24-hour HH:mm whatever the browser's language, typed or picked, holding the same text
// as before ('AAAA-MM-JJ', 'HH:mm'; saisie-date.ts converts). `SaisieDate` / `SaisieHeure` are the bare
// controls (the edit dialog's FieldFrame gives their id and aria attributes); `ChampDate` / `ChampHeure`
// add the label above them, as `Champ` of components/champ does. Text left in the field that is not a
// date (31/02/2026, a year outside 1900–2199) or a time (24:00) is kept and said under the field in the
// interface language, never silently reverted.
import { Calendar } from 'primereact/calendar';
import { useId, useMemo, useRef, useState } from 'react';
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
  const [illisible, setIllisible] = useState(false);
  /** The text typed since the field last held a value (the Calendar rewrites its input on leaving). */
  const saisi = useRef('');
  const idErreur = useId();
  const decrit = [describedBy, illisible ? idErreur : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <Calendar
        inputId={id}
        className="umj-saisie-date"
        value={date}
        onChange={(e) => {
          const valeur = valeurSaisie(e.value, heure ? heureDepuisDate : isoDepuisDate);
          if (valeur !== undefined) {
            saisi.current = '';
            setIllisible(false);
          }
          if (valeur !== undefined && valeur !== value) onChange(valeur);
        }}
        parseDateTime={(texte) => lire(texte) ?? pasUneDate()}
        keepInvalid
        onInput={(e) => {
          saisi.current = (e.target as HTMLInputElement).value;
        }}
        onBlur={(e) => {
          const texte = saisi.current.trim();
          const refuse = texte !== '' && lire(texte) === null;
          setIllisible(refuse);
          // The refused text stays in the field beside its error, to be corrected.
          if (refuse) e.target.value = saisi.current;
        }}
        showOnFocus={false}
        showIcon
        locale={locale}
        invalid={invalid || illisible}
        disabled={disabled}
        placeholder={t(heure ? 'calendrier.formatHeure' : 'calendrier.formatDate')}
        pt={{ input: { root: { 'aria-describedby': decrit, 'aria-invalid': invalid || illisible } } }}
        {...(heure
          ? { timeOnly: true, hourFormat: '24', icon: 'pi pi-clock', stepMinute: pasMinutes }
          : { dateFormat: 'dd/mm/yy' })}
      />
      {illisible && (
        <small id={idErreur} className="p-error umj-saisie-date__erreur" role="alert">
          {t(heure ? 'calendrier.heureInvalide' : 'calendrier.dateInvalide')}
        </small>
      )}
    </>
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
