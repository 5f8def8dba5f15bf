// Demo data: the appointment hours (RV availability) of the demo examiners — Monday to Friday
// 09:00–12:00 and 14:00–18:00 in each of their offices, with one full-day absence each (a weekday a
// few weeks ahead, which the demo patient files leave free) and, for doctors, one extra Saturday
// morning. Written once with the demo patient files (demo-dossiers.ts decides when).
import type { DisponibiliteRv, ExceptionRv, PlageHebdomadaire } from '@umj/shared/disponibilites-rv';
import { jourIsoDeLaSemaine, type Jour } from '@umj/shared/dates';
import type { RoleExaminateur } from '@umj/shared/utilisateur';
import { enregistrerDisponibiliteRv } from '../data/disponibilites-rv.ts';
import { VersionConflictError } from '../errors.ts';

/** Monday (1) to Friday (5), 09:00–12:00 and 14:00–18:00 (minutes of the day). */
export const DEMO_SEMAINE_RV: readonly PlageHebdomadaire[] = [1, 2, 3, 4, 5].flatMap((jourSemaine) => [
  { jourSemaine, debut: 9 * 60, fin: 12 * 60 },
  { jourSemaine, debut: 14 * 60, fin: 18 * 60 },
]);

/**
 * The day of the demo absence of the examiner of rank `rang` (its place in the demo roster): the
 * (10 + 3 × rang)-th day from today, moved forward to a weekday.
 */
export function jourAbsenceDemo(rang: number, aujourdhui: Jour): Jour {
  let jour = aujourdhui + 10 + 3 * rang;
  while (jourIsoDeLaSemaine(jour) > 5) jour += 1;
  return jour;
}

/** The Saturday after the absence: a doctor's extra morning 09:00–12:00. */
function jourSupplementDemo(rang: number, aujourdhui: Jour): Jour {
  let jour = jourAbsenceDemo(rang, aujourdhui) + 1;
  while (jourIsoDeLaSemaine(jour) !== 6) jour += 1;
  return jour;
}

export interface ExaminateurRv {
  id: string;
  role: RoleExaminateur;
  rang: number;
  bureauIds: readonly string[];
}

/** The demo hours of one examiner in one office (without version: the store sets it). */
export function disponibiliteRvDemo(
  e: ExaminateurRv,
  bureauId: string,
  aujourdhui: Jour,
): Omit<DisponibiliteRv, 'version'> {
  const exceptions: ExceptionRv[] = [
    {
      jour: jourAbsenceDemo(e.rang, aujourdhui),
      type: 'absence',
      debut: 0,
      fin: 24 * 60,
      motif: 'Formation',
    },
  ];
  if (e.role === 'medecin') {
    exceptions.push({
      jour: jourSupplementDemo(e.rang, aujourdhui),
      type: 'supplement',
      debut: 9 * 60,
      fin: 12 * 60,
      motif: 'Permanence du samedi',
    });
  }
  return { bureauId, examinateurId: e.id, semaine: [...DEMO_SEMAINE_RV], exceptions };
}

/**
 * Declares the hours of every demo examiner in each of its offices when it has declared none (version
 * 0: created if absent; an existing declaration is left as it is). Answers how many were written.
 */
export async function seedDemoDisponibilitesRv(
  examinateurs: readonly ExaminateurRv[],
  aujourdhui: Jour,
  now: Date,
): Promise<number> {
  const ecrits = await Promise.all(
    examinateurs.flatMap((e) =>
      e.bureauIds.map(async (bureauId) => {
        try {
          await enregistrerDisponibiliteRv(disponibiliteRvDemo(e, bureauId, aujourdhui), 0, {
            modifiePar: 'système',
            now,
          });
          return 1;
        } catch (error) {
          if (error instanceof VersionConflictError) return 0;
          throw error;
        }
      }),
    ),
  );
  return ecrits.reduce<number>((a, b) => a + b, 0);
}
