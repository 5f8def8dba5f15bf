// How the history shows a changed field's old and new values (history): each field of docs/product-rules.md#entities
// in the form's units: amounts in euros (cents stored), the appointment day and hour (day number and
// minutes stored), instants in Paris time, calendar dates as DD/MM/YYYY, references by their name,
// yes/no, the appointment kind by its label, attachments by their names. Empty values are null here
// (the component says "(vide)").
import { formatEuros, centimes } from '@umj/shared/argent';
import { formatDateFr, formatHeure, formatInstantParis, jourDepuisIso } from '@umj/shared/dates';
import { LIEUX } from '@umj/shared/enums';

type Oui = (valeur: boolean) => string;

const MONTANTS = new Set(['montantHT', 'montantTVA']);
const INSTANTS = new Set([
  'dateRdvPris',
  'dateArrivé',
  'dateAnnulé',
  'dateMail',
  'dateRemis',
  'dateModification',
]);
const DATES_ISO = new Set(['dateDeNaissance', 'requisitionDate', 'affaireDate']);

function texteObjet(valeur: Record<string, unknown>): string | null {
  for (const cle of ['nomComplet', 'nom']) {
    if (typeof valeur[cle] === 'string') return valeur[cle];
  }
  return null;
}

/** A JSON value of the history as the form shows it; null when empty. */
export function formaterValeur(champ: string, valeur: unknown, oui: Oui): string | null {
  if (valeur === null || valeur === undefined || valeur === '') return null;
  if (typeof valeur === 'boolean') return oui(valeur);
  if (typeof valeur === 'number') {
    if (MONTANTS.has(champ) && Number.isSafeInteger(valeur)) return formatEuros(centimes(valeur));
    if (champ === 'rendezVousDate') return formatDateFr(valeur);
    if (champ === 'rendezVousHeure') return formatHeure(valeur);
    if (champ === 'lieu') return LIEUX.find((l) => l.id === valeur)?.nom ?? String(valeur);
    return String(valeur);
  }
  if (typeof valeur === 'string') {
    if (INSTANTS.has(champ)) {
      const instant = new Date(valeur);
      return Number.isNaN(instant.getTime()) ? valeur : formatInstantParis(instant);
    }
    if (DATES_ISO.has(champ)) {
      const jour = jourDepuisIso(valeur);
      return jour === null ? valeur : formatDateFr(jour);
    }
    return valeur;
  }
  if (Array.isArray(valeur)) {
    const textes = valeur
      .map((v) =>
        typeof v === 'object' && v !== null ? texteObjet(v as Record<string, unknown>) : String(v),
      )
      .filter((v): v is string => v !== null && v !== '');
    return textes.length === 0 ? null : textes.join(', ');
  }
  if (typeof valeur === 'object')
    return texteObjet(valeur as Record<string, unknown>) ?? JSON.stringify(valeur);
  return String(valeur);
}
