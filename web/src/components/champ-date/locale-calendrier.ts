// The PrimeReact locale of the date and time fields, one per language of the screen, registered once
// (`addLocale`): day and month names as the language writes them (Intl), the week starting on Monday
// (the units are French), the Calendar's button names from the `common` namespace (`calendrier.*`).
// The digits typed and shown stay dd/mm/yyyy and HH:mm in every language (the fields' `dateFormat`).
import { addLocale } from 'primereact/api';

/** The Calendar's own texts (buttons and their accessible names), translated. */
export interface TextesCalendrier {
  chooseDate: string;
  chooseMonth: string;
  chooseYear: string;
  prevMonth: string;
  nextMonth: string;
  prevYear: string;
  nextYear: string;
  prevDecade: string;
  nextDecade: string;
  prevHour: string;
  nextHour: string;
  prevMinute: string;
  nextMinute: string;
  today: string;
  clear: string;
}

export const CLES_TEXTES_CALENDRIER: readonly (keyof TextesCalendrier)[] = [
  'chooseDate',
  'chooseMonth',
  'chooseYear',
  'prevMonth',
  'nextMonth',
  'prevYear',
  'nextYear',
  'prevDecade',
  'nextDecade',
  'prevHour',
  'nextHour',
  'prevMinute',
  'nextMinute',
  'today',
  'clear',
];

/** 4 to 10 January 2026: Sunday to Saturday (the order PrimeReact's day names follow). */
const SEMAINE = Array.from({ length: 7 }, (_, i) => new Date(2026, 0, 4 + i));
const ANNEE = Array.from({ length: 12 }, (_, i) => new Date(2026, i, 15));

const noms = (dates: readonly Date[], langue: string, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(langue, options);
  return dates.map((d) => format.format(d).replace(/\.$/, ''));
};

/** The names of days and months in `langue`, the week from Monday. */
export function nomsCalendrier(langue: string) {
  return {
    dayNames: noms(SEMAINE, langue, { weekday: 'long' }),
    dayNamesShort: noms(SEMAINE, langue, { weekday: 'short' }),
    dayNamesMin: noms(SEMAINE, langue, { weekday: 'short' }),
    monthNames: noms(ANNEE, langue, { month: 'long' }),
    monthNamesShort: noms(ANNEE, langue, { month: 'short' }),
    firstDayOfWeek: 1,
    dateFormat: 'dd/mm/yy',
  };
}

const enregistrees = new Map<string, string>();

/** Registers (once per language and texts) and returns the name of the Calendar locale of `langue`. */
export function localeCalendrier(langue: string, textes: TextesCalendrier): string {
  const nom = `umj-${langue}`;
  const signature = JSON.stringify(textes);
  if (enregistrees.get(nom) !== signature) {
    addLocale(nom, { ...nomsCalendrier(langue), ...textes });
    enregistrees.set(nom, signature);
  }
  return nom;
}
