// The events of the hours editor's grid: the weekly pattern's ranges (the stored ones hatched behind
// them after a conflict), or the dated week's resulting hours with the exceptions on top.
import type { DisponibiliteRv } from '@umj/shared/disponibilites-rv';
import { MINUTES_PAR_JOUR, type Jour } from '@umj/shared/dates';
import type { TFunction } from 'i18next';
import {
  dateHeureParis,
  evenementsHeures,
  jourEtMinutes,
  type EvenementAgenda,
} from '../../entities/disponibilite-rv/calendrier.ts';
import { jourDeLaSemaineType, type Brouillon } from './brouillon-heures.ts';

export type Mode = 'semaine' | 'exceptions';

/** The day and range of a FullCalendar selection or event (an end at midnight is the day's end). */
export function plageDepuis(startStr: string, endStr: string) {
  const debut = jourEtMinutes(startStr);
  const fin = jourEtMinutes(endStr);
  if (!debut || !fin) return null;
  const finMinutes = fin.jour > debut.jour ? MINUTES_PAR_JOUR : fin.minutes;
  if (finMinutes <= debut.minutes) return null;
  return { jour: debut.jour, plage: { debut: debut.minutes, fin: finMinutes } };
}

export function evenementsEditeur(
  mode: Mode,
  brouillon: Brouillon,
  conflit: DisponibiliteRv | null,
  semaineAffichee: readonly Jour[],
  t: TFunction,
): EvenementAgenda[] {
  if (mode === 'semaine') {
    const enregistrees = conflit
      ? conflit.semaine.map((p, i) => ({
          id: `conflit-${i}`,
          title: '',
          start: dateHeureParis(jourDeLaSemaineType(p.jourSemaine), p.debut),
          end: dateHeureParis(jourDeLaSemaineType(p.jourSemaine), p.fin),
          display: 'background' as const,
          className: 'umj-heures-enregistrees',
        }))
      : [];
    return [
      ...enregistrees,
      ...brouillon.semaine.map((p, i) => ({
        id: `semaine-${i}`,
        // The grid shows the range's hours; no other title.
        title: '',
        start: dateHeureParis(jourDeLaSemaineType(p.jourSemaine), p.debut),
        end: dateHeureParis(jourDeLaSemaineType(p.jourSemaine), p.fin),
        color: '#166534',
        contrastColor: '#ffffff',
        extendedProps: { index: i },
      })),
    ];
  }
  return [
    ...evenementsHeures(brouillon, semaineAffichee),
    ...(conflit ? evenementsHeures(conflit, semaineAffichee, 'umj-heures-enregistrees') : []),
    ...brouillon.exceptions.flatMap((e, i) =>
      semaineAffichee.includes(e.jour)
        ? [
            {
              id: `exception-${i}`,
              title: `${t(e.type === 'absence' ? 'agendas:absence' : 'agendas:supplement')}${e.motif ? ` — ${e.motif}` : ''}`,
              start: dateHeureParis(e.jour, e.debut),
              end: dateHeureParis(e.jour, e.fin),
              color: e.type === 'absence' ? '#991b1b' : '#1d4ed8',
              contrastColor: '#ffffff',
              className: e.type === 'absence' ? 'umj-absence' : '',
              extendedProps: { index: i },
            },
          ]
        : [],
    ),
  ];
}
