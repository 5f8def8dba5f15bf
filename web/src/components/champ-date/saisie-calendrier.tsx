// PrimeReact's Calendar of a date or time field (champ-date.tsx renders it): shows and reads dd/mm/yyyy
// and 24-hour HH:mm whatever the browser's language, typed or picked, and keeps text that is not a date
// or a time in the field with its error. A chunk of its own, loaded after the screen's first render.
import { Calendar } from 'primereact/calendar';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaisieProps } from './champ-date.tsx';
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

export function SaisieCalendrier({
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
