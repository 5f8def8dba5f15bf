// Columns of the patient-file list: appointment day and hour in French, name (opens the file),
// kind, examiner, exam type, police station, status with its docs/product-rules.md#statuses colour and name, requisition (and its
// duplicate flag), amounts, office (the last four hidden until chosen in the list's column chooser; the
// name frozen). Described once for the table, the column filters, the exports and the print view.
import { centimes, formatEuros } from '@umj/shared/argent';
import { formatHeure, isoDepuisJour } from '@umj/shared/dates';
import { STATUTS_DOSSIER } from '@umj/shared/statuts-dossier';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list/list-column.ts';
import type { DossierDuBureau } from '../api/list-dossiers.ts';
import { BadgeStatut } from '../badge-statut/badge-statut.tsx';
import { libelleStatut } from '../badge-statut/libelle-statut.ts';
import { valeurDossierDemande } from './filtre-liste.ts';
import { LienDossier } from './lien-dossier.tsx';

export type LigneDossier = DossierDuBureau & { cle: string; bureauNom: string };

/** A row of a list of files: the file, its key (`?dossier=` value) and the name of its office (`nomBureau`,
 *  else the one the file carries, else its id). */
export function ligneDossier<D extends DossierDuBureau>(
  d: D,
  nomBureau: string | undefined,
): D & LigneDossier {
  return {
    ...d,
    cle: valeurDossierDemande(d.bureauId, d.id),
    bureauNom: nomBureau ?? d.bureau?.nom ?? d.bureauId,
  };
}

/**
 * The short French day names, Sunday first, as `Intl.DateTimeFormat('fr-FR', { weekday: 'short' })`
 * writes them (the default). Written out rather than built with Intl: a formatter's first
 * construction loads the locale's data (tens of milliseconds on a slow desktop) while the list's module
 * loads; the list, its tooltips and its exports use the user's language's,
 * `dossiers-patients:liste.joursCourts`.
 */
const JOURS_COURTS: readonly string[] = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'];
/** Day 0 of the day numbers (1 January 1970) was a Thursday. */
const JEUDI = 4;

/** 'lun. 23/11/2026 14:30' (French unless given the day names, the day number read as a calendar day). */
export function rendezVousTexte(
  d: Pick<DossierDuBureau, 'rendezVousDate' | 'rendezVousHeure'>,
  joursCourts: readonly string[] = JOURS_COURTS,
): string {
  if (d.rendezVousDate === null) return '';
  const [annee, mois, jourDuMois] = isoDepuisJour(d.rendezVousDate).split('-');
  const semaine = joursCourts[(((d.rendezVousDate + JEUDI) % 7) + 7) % 7];
  const jour = `${semaine} ${jourDuMois}/${mois}/${annee}`;
  return d.rendezVousHeure === null ? jour : `${jour} ${formatHeure(d.rendezVousHeure)}`;
}

/** The flag of a requisition number another file of the same requester has. */
const enDouble = (t: TFunction) => (
  <span className="umj-requisition-double" title={t('dossiers-patients:requisition.enDouble')}>
    <i className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
    {t('dossiers-patients:requisition.enDouble')}
  </span>
);

const euros = (cents: number | null) => (cents === null ? '' : formatEuros(centimes(cents)));

export function dossierColumns(
  t: TFunction,
  ouvrir: (ligne: LigneDossier) => void,
  avecExaminateur: boolean,
): ListColumn<LigneDossier>[] {
  const jours = t('dossiers-patients:liste.joursCourts').split('|');
  const colonnes: (ListColumn<LigneDossier> | false)[] = [
    {
      field: 'rendezVous',
      header: 'dossiers-patients:colonnes.rendezVous',
      value: (d) => (d.rendezVousDate === null ? null : d.rendezVousDate * 1440 + (d.rendezVousHeure ?? 0)),
      exportValue: (d) => rendezVousTexte(d, jours),
      // The day and the hour may go on two lines (the list fits 1280 px without sideways scroll).
      cell: (d) => (
        <>
          <span className="umj-cell-nowrap">{rendezVousTexte({ ...d, rendezVousHeure: null }, jours)}</span>
          {d.rendezVousDate !== null && d.rendezVousHeure !== null && (
            <>
              {' '}
              <span className="umj-cell-nowrap">{formatHeure(d.rendezVousHeure)}</span>
            </>
          )}
        </>
      ),
      sortable: true,
      unsearchable: true,
      width: '9rem',
    },
    {
      field: 'nom',
      header: 'dossiers-patients:colonnes.nom',
      value: (d) => d.nom,
      cell: (d) => (
        <LienDossier onClick={() => ouvrir(d)}>{d.nom || t('dossiers-patients:sansNom')}</LienDossier>
      ),
      sortable: true,
      filter: { kind: 'text' },
      frozen: true,
    },
    {
      field: 'lieu',
      header: 'dossiers-patients:colonnes.lieu',
      value: (d) => t(`dossiers-patients:lieux.${d.lieu}`),
      sortable: true,
    },
    avecExaminateur && {
      field: 'examinateur',
      header: 'dossiers-patients:colonnes.examinateur',
      value: (d) => d.examinateur?.nomComplet ?? '',
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'examenType',
      header: 'dossiers-patients:colonnes.examenType',
      value: (d) => d.examenType?.nom ?? '',
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'commissariat',
      header: 'dossiers-patients:colonnes.commissariat',
      value: (d) => d.commissariat?.nom ?? '',
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'statut',
      header: 'dossiers-patients:colonnes.statut',
      value: (d) => d.statut?.nom ?? '',
      // The name the badge shows, in the interface language: the dense list's tooltip and the exports.
      exportValue: (d) => (d.statut ? libelleStatut(t, d.statut.id) : ''),
      cell: (d) => (d.statut ? <BadgeStatut statut={d.statut.id} /> : null),
      sortable: true,
      filter: {
        kind: 'select',
        options: STATUTS_DOSSIER.filter((s) => s.id !== 0).map((s) => ({ value: s.nom, label: s.nom })),
      },
      width: '10rem',
    },
    {
      field: 'requisition',
      header: 'dossiers-patients:colonnes.requisition',
      value: (d) => d.requisitionFournie,
      // The duplicate flag of the next column, for the lists that leave that column out.
      cell: (d) => (
        <>
          {t(d.requisitionFournie ? 'common:oui' : 'common:non')}
          {d.requisitionEnDouble && <> {enDouble(t)}</>}
        </>
      ),
      sortable: true,
      filter: { kind: 'boolean' },
      width: '7rem',
    },
    {
      // Another file has the same requester and requisition number (docs/api.md#requisitions-en-double).
      field: 'requisitionEnDouble',
      header: 'dossiers-patients:colonnes.requisitionEnDouble',
      value: (d) => d.requisitionEnDouble === true,
      cell: (d) => (d.requisitionEnDouble ? enDouble(t) : null),
      sortable: true,
      filter: { kind: 'boolean' },
      width: '9rem',
      optional: true,
    },
    {
      field: 'montantHT',
      header: 'dossiers-patients:colonnes.montantHT',
      value: (d) => (d.montantHT === null ? null : d.montantHT / 100),
      cell: (d) => <span className="umj-cell-nowrap">{euros(d.montantHT)}</span>,
      sortable: true,
      unsearchable: true,
      optional: true,
    },
    {
      field: 'montantTVA',
      header: 'dossiers-patients:colonnes.montantTVA',
      value: (d) => (d.montantTVA === null ? null : d.montantTVA / 100),
      cell: (d) => <span className="umj-cell-nowrap">{euros(d.montantTVA)}</span>,
      sortable: true,
      unsearchable: true,
      optional: true,
    },
    {
      field: 'bureau',
      header: 'dossiers-patients:colonnes.bureau',
      value: (d) => d.bureauNom,
      sortable: true,
      optional: true,
    },
  ];
  return colonnes.filter((c): c is ListColumn<LigneDossier> => c !== false);
}
