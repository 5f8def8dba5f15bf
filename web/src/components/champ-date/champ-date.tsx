// The date and time fields of every form and filter: PrimeReact's Calendar showing and reading
// dd/mm/yyyy and 24-hour HH:mm whatever the browser's language, typed or picked, holding the same text
// as before ('AAAA-MM-JJ', 'HH:mm'; saisie-date.ts converts). `SaisieDate` / `SaisieHeure` are the bare
// controls (the edit dialog's FieldFrame gives their id and aria attributes); `ChampDate` / `ChampHeure`
// add the label above them in the one field wrapper (lib/forms/field-frame.tsx). Text left in the field that is not a
// date (31/02/2026, a year outside 1900–2199) or a time (24:00) is kept and said under the field in the
// interface language, never silently reverted (saisie-calendrier.tsx).
// The Calendar (about 20 KB gzip) is a chunk loaded after the screen's first render, not with the route
// (docs/architecture.md "First load of the SPA"): until it arrives a box of the same look shows the
// value in its place, as the lists' dropdowns do (components/selection/dropdown.tsx). A field first
// rendered once the chunk is there renders the Calendar at once.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../lib/forms/field-frame.tsx';
import { calendrierCharge, chargerCalendrier } from './charger-calendrier.ts';
import { texteSaisie } from './saisie-date.ts';
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

const CalendrierDiffere = lazy(() => chargerCalendrier().then((m) => ({ default: m.SaisieCalendrier })));

/** The field's look while the Calendar loads: its value as the Calendar will show it, nothing to type yet. */
function PlaceSaisie({ value, heure, disabled, invalid }: SaisieProps & { heure: boolean }) {
  const { t } = useTranslation('common');
  const inactif = disabled ? ' p-disabled' : '';
  return (
    <span
      className="umj-saisie-date umj-saisie-date--attente p-calendar p-component p-inputwrapper p-calendar-w-btn p-calendar-w-btn-right"
      aria-hidden="true"
    >
      <input
        className={`p-inputtext p-component${invalid ? ' p-invalid' : ''}${inactif}`}
        value={texteSaisie(value, heure)}
        placeholder={t(heure ? 'calendrier.formatHeure' : 'calendrier.formatDate')}
        readOnly
        tabIndex={-1}
      />
      <span className={`p-datepicker-trigger p-button p-component p-button-icon-only${inactif}`}>
        <span className={`p-button-icon pi ${heure ? 'pi-clock' : 'pi-calendar'}`} />
      </span>
    </span>
  );
}

function Saisie(props: SaisieProps & { heure: boolean }) {
  // Decided once per field: switching from the lazy wrapper to the module would remount the Calendar.
  const [charge] = useState(calendrierCharge);
  if (charge) return <charge.SaisieCalendrier {...props} />;
  return (
    <Suspense fallback={<PlaceSaisie {...props} />}>
      <CalendrierDiffere {...props} />
    </Suspense>
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
    <FieldFrame id={saisie.id} label={label} className={className} as={as}>
      <SaisieDate {...saisie} />
    </FieldFrame>
  );
}

/** A labelled time field of a filter bar or a small form. */
export function ChampHeure({ label, className, as, ...saisie }: ChampProps) {
  return (
    <FieldFrame id={saisie.id} label={label} className={className} as={as}>
      <SaisieHeure {...saisie} />
    </FieldFrame>
  );
}
