// Statistics: worked examples of every table (statuses, activity, time buckets day/evening/
// night in Paris time, week-end and public-holiday flags, ITT classes 0 / 1–8 / 9+, custody visits in
// the 3-hour limit), the merge of offices and the query schema.
import { describe, expect, it } from 'vitest';
import { jourDepuisIso, type Jour } from '../src/dates.ts';
import { dossierPatientSchema } from '../src/dossier-patient.ts';
import { MESSAGE_PERIODE_TROP_LONGUE } from '../src/comptabilite.ts';
import {
  calculerStatistiques,
  classeItt,
  classeVisite,
  estJourFerie,
  filtreStatistiquesSchema,
  fusionnerStatistiques,
  joursDeLaPeriode,
  moisDeLaPeriode,
  momentDuDossier,
  trancheHoraire,
  type Compte,
  type DossierStatistique,
  type Statistiques,
} from '../src/statistiques.ts';
import { formatDateFr, formatHeure } from '../src/dates.ts';
import { visiteDansLeDelai } from '../src/demandes-visite.ts';
import { statutRef, type StatutId } from '../src/statuts-dossier.ts';

const jour = (iso: string) => jourDepuisIso(iso) as Jour;
const itt = { id: 1, nom: 'ITT', tarif: 8050, tva: true };
const ittGav = { id: 19, nom: 'ITT+GAV', tarif: 0, tva: false };
const gav = { id: 2, nom: 'GaV', tarif: 5750, tva: false };
const martin = { id: 'u-martin', nomComplet: 'Dr Martin' };
const durand = { id: 'u-durand', nomComplet: 'Dr Durand' };
const argenteuil = { id: 'c-arg', nom: 'Commissariat Argenteuil' };
const tgi = { id: 'r-tgi', nom: 'TGI Pontoise' };

function dossier(p: Record<string, unknown> & { statutId?: StatutId | null }): DossierStatistique {
  const { statutId = 50, ...reste } = p;
  return dossierPatientSchema.parse({
    statut: statutId === null ? null : statutRef(statutId),
    lieu: 10,
    nom: 'X',
    examenType: itt,
    examinateur: martin,
    commissariat: argenteuil,
    requerant: tgi,
    ...reste,
  });
}

/** The counts of a table as { key: count }. */
function compte(lignes: Compte[]): Record<string, number> {
  return Object.fromEntries(lignes.map((l) => [l.cle, l.nombre]));
}

describe('time buckets, moment, public holidays, ITT classes (Statistics)', () => {
  it('day 08:00–18:00, evening 18:00–22:00, night 22:00–08:00', () => {
    expect(trancheHoraire(479)).toBe('nuit');
    expect(trancheHoraire(480)).toBe('jour');
    expect(trancheHoraire(1079)).toBe('jour');
    expect(trancheHoraire(1080)).toBe('soir');
    expect(trancheHoraire(1319)).toBe('soir');
    expect(trancheHoraire(1320)).toBe('nuit');
    expect(trancheHoraire(0)).toBe('nuit');
  });

  it('the moment is the exam day and hour once both are recorded, else the appointment', () => {
    const base = { rendezVousDate: jour('2026-05-04'), rendezVousHeure: 600 };
    expect(momentDuDossier({ ...base, examenDate: '05/05/2026', examenHeure: '07:15' })).toEqual({
      jour: jour('2026-05-05'),
      minutes: 435,
    });
    expect(momentDuDossier({ ...base, examenDate: '05/05/2026', examenHeure: null })).toEqual({
      jour: jour('2026-05-04'),
      minutes: 600,
    });
    expect(momentDuDossier({ ...base, examenDate: null, examenHeure: '07:15' }).minutes).toBe(600);
  });

  it('French public holidays (1 May, Easter Monday 2026, 14 July), not ordinary days', () => {
    expect(estJourFerie(jour('2026-05-01'))).toBe(true);
    expect(estJourFerie(jour('2026-04-06'))).toBe(true);
    expect(estJourFerie(jour('2027-07-14'))).toBe(true);
    expect(estJourFerie(jour('2026-05-04'))).toBe(false);
  });

  it('ITT classes: 0, 1 to 8, 9 and more, not entered', () => {
    expect(classeItt('0')).toBe('zero');
    expect(classeItt(' 1 ')).toBe('unAHuit');
    expect(classeItt('8')).toBe('unAHuit');
    expect(classeItt('9')).toBe('neufEtPlus');
    expect(classeItt('120')).toBe('neufEtPlus');
    expect(classeItt('')).toBe('nonRenseigne');
    expect(classeItt('05')).toBe('nonRenseigne');
    expect(classeItt('Compatible')).toBe('nonRenseigne');
  });

  it('months of a period, across a year end', () => {
    expect(moisDeLaPeriode('2025-11-20', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(moisDeLaPeriode('2026-05-01', '2026-05-31')).toEqual(['2026-05']);
    expect(joursDeLaPeriode({ du: '1970-01-02', au: '1970-01-03' })).toEqual({ du: 1, au: 2 });
  });
});

describe('statistics of a period (worked example, May 2026: 1 May is a Friday and a public holiday)', () => {
  const periode = { du: '2026-04-15', au: '2026-05-31' };
  const dossiers = [
    // A: Monday 4 May 09:00, ITT 0 day.
    dossier({ rendezVousDate: jour('2026-05-04'), rendezVousHeure: 540, examenConclusion: '0' }),
    // B: Saturday 2 May 19:30, ITT 5 days, Examiné.
    dossier({
      rendezVousDate: jour('2026-05-02'),
      rendezVousHeure: 1170,
      examenConclusion: '5',
      statutId: 30,
    }),
    // C: Friday 1 May (holiday) at 23:10 by the exam hour, ITT+GAV 12 days, Dr Durand.
    dossier({
      rendezVousDate: jour('2026-05-01'),
      rendezVousHeure: 1380,
      examenDate: '01/05/2026',
      examenHeure: '23:10',
      examenType: ittGav,
      examenConclusion: '12',
      statutId: 40,
      examinateur: durand,
    }),
    // D: Arrivé at 07:59 (night), not an act: no ITT class.
    dossier({ rendezVousDate: jour('2026-05-04'), rendezVousHeure: 479, statutId: 20 }),
    // E: cancelled: counted in statuses only.
    dossier({ rendezVousDate: jour('2026-05-04'), rendezVousHeure: 600, statutId: 90, examinateur: durand }),
    // F: visit request at 10:00, visited at 12:30: in time.
    dossier({
      lieu: 30,
      examenType: gav,
      statutId: 30,
      gavVisiteEffectuée: true,
      rendezVousDate: jour('2026-05-04'),
      rendezVousHeure: 600,
      examenDate: '04/05/2026',
      examenHeure: '12:30',
    }),
    // G: visit request at 10:00, visited at 13:01: late.
    dossier({
      lieu: 30,
      examenType: gav,
      statutId: 50,
      gavVisiteEffectuée: true,
      rendezVousDate: jour('2026-05-04'),
      rendezVousHeure: 600,
      examenDate: '04/05/2026',
      examenHeure: '13:01',
    }),
    // H: visit made, exam hour missing: unknown; 20 April.
    dossier({
      lieu: 30,
      examenType: gav,
      statutId: 30,
      gavVisiteEffectuée: true,
      rendezVousDate: jour('2026-04-20'),
      rendezVousHeure: 600,
    }),
    // I: ITT act without conclusion, without date, hour, type's name... nor references.
    dossier({
      rendezVousDate: null,
      rendezVousHeure: null,
      commissariat: null,
      requerant: null,
      examinateur: null,
    }),
    // J: examined on 1 June (outside the period's months), no exam type, an unknown kind.
    dossier({
      rendezVousDate: jour('2026-05-31'),
      rendezVousHeure: 1200,
      examenDate: '01/06/2026',
      examenHeure: '08:00',
      examenType: null,
      statutId: 30,
    }),
    // K: a file without status (imported data).
    dossier({ rendezVousDate: jour('2026-05-05'), rendezVousHeure: 900, statutId: null }),
  ];
  (dossiers[9] as { lieu: number }).lieu = 5;
  const s = calculerStatistiques(dossiers, periode);

  it('counts every file by status, Annulé included, and the activity without it', () => {
    expect(s.nombreDossiers).toBe(11);
    expect(s.nombreActivite).toBe(10);
    expect(compte(s.tables.statut)).toEqual({ '10': 0, '20': 1, '30': 4, '40': 1, '50': 3, '90': 1, '0': 1 });
    expect(s.tables.statut[0]).toEqual({ cle: '10', libelle: 'RDV pris', nombre: 0 });
  });

  it('activity by exam type, kind, police station, requester, examiner (most frequent first)', () => {
    expect(s.tables.typeExamen.map((l) => [l.libelle, l.nombre])).toEqual([
      ['ITT', 5],
      ['GaV', 3],
      ['ITT+GAV', 1],
      ["Sans type d'examen", 1],
    ]);
    expect(compte(s.tables.lieu)).toEqual({ '0': 1, '10': 6, '20': 0, '30': 3 });
    expect(s.tables.commissariat).toEqual([
      { cle: 'c-arg', libelle: 'Commissariat Argenteuil', nombre: 9 },
      { cle: '', libelle: 'Sans commissariat', nombre: 1 },
    ]);
    expect(s.tables.requerant.map((l) => l.libelle)).toEqual(['TGI Pontoise', 'Sans requérant']);
    expect(s.tables.examinateur.map((l) => [l.libelle, l.nombre])).toEqual([
      ['Dr Martin', 8],
      ['Dr Durand', 1],
      ['Sans examinateur', 1],
    ]);
  });

  it('by month (the period months, an exam month outside, then no date), weekday, bucket, calendar', () => {
    expect(s.tables.mois.map((l) => [l.cle, l.nombre])).toEqual([
      ['2026-04', 1],
      ['2026-05', 7],
      ['2026-06', 1],
      ['', 1],
    ]);
    expect(s.tables.mois[3]!.libelle).toBe('Sans date');
    expect(compte(s.tables.jourSemaine)).toEqual({ '1': 6, '2': 1, '3': 0, '4': 0, '5': 1, '6': 1, '7': 0 });
    expect(s.tables.jourSemaine[0]!.libelle).toBe('Lundi');
    // jour: A 09:00, F 12:30, G 13:01, H 10:00, J 08:00, K 15:00; soir: B 19:30; nuit: C 23:10, D 07:59.
    expect(compte(s.tables.tranche)).toEqual({ jour: 6, soir: 1, nuit: 2 });
    expect(compte(s.tables.calendrier)).toEqual({ jourOuvre: 7, weekEnd: 1, jourFerie: 1 });
  });

  it('ITT distribution of ITT acts and custody visits within 3 hours', () => {
    expect(compte(s.tables.itt)).toEqual({ zero: 1, unAHuit: 1, neufEtPlus: 1, nonRenseigne: 1 });
    expect(compte(s.tables.visitesGav)).toEqual({ dansLeDelai: 1, horsDelai: 1, inconnu: 1 });
  });

  it('a Sunday public holiday counts as week-end and public holiday', () => {
    // 2027-03-28 is Easter Sunday (not a public holiday); 2026-11-01 (All Saints) is a Sunday.
    const toussaint = calculerStatistiques(
      [dossier({ rendezVousDate: jour('2026-11-01'), rendezVousHeure: 600 })],
      { du: '2026-11-01', au: '2026-11-01' },
    );
    expect(compte(toussaint.tables.calendrier)).toEqual({ jourOuvre: 0, weekEnd: 1, jourFerie: 1 });
  });

  it('two examiners of the same name and count sort by id', () => {
    const homonymes = calculerStatistiques(
      [
        dossier({ rendezVousDate: jour('2026-05-04'), examinateur: { id: 'b', nomComplet: 'Dr Petit' } }),
        dossier({ rendezVousDate: jour('2026-05-04'), examinateur: { id: 'a', nomComplet: 'Dr Petit' } }),
      ],
      periode,
    );
    expect(homonymes.tables.examinateur.map((l) => l.cle)).toEqual(['a', 'b']);
  });

  it('offices merge by key into the statistics of all their files', () => {
    const a = calculerStatistiques(dossiers.slice(0, 5), periode);
    const b = calculerStatistiques(dossiers.slice(5), periode);
    const fusion: Statistiques = fusionnerStatistiques([a, b], periode);
    expect(fusion).toEqual(s);
    expect(fusionnerStatistiques([], periode).nombreDossiers).toBe(0);
  });
});

describe('query of GET /bureaux/{id}/statistiques', () => {
  it('accepts an optional examiner and refuses a too long period on `au`', () => {
    expect(filtreStatistiquesSchema.parse({ du: '2026-01-01', au: '2026-12-31', examinateur: 'u1' })).toEqual(
      {
        du: '2026-01-01',
        au: '2026-12-31',
        examinateur: 'u1',
      },
    );
    const long = filtreStatistiquesSchema.safeParse({ du: '2025-01-01', au: '2026-06-01' });
    expect(long.error?.issues[0]).toMatchObject({ path: ['au'], message: MESSAGE_PERIODE_TROP_LONGUE });
    const vide = filtreStatistiquesSchema.safeParse({ du: '2026-01-01', au: '2026-01-02', examinateur: '' });
    expect(vide.error?.issues[0]).toMatchObject({
      path: ['examinateur'],
      message: "Identifiant d'examinateur invalide",
    });
  });
});

describe('custody visits in 3 hours: the wall-clock fast path agrees with visiteDansLeDelai', () => {
  const visite = (jourDemande: number, heureDemande: number, ecart: number) => {
    const fin = heureDemande + ecart;
    return dossier({
      lieu: 30,
      examenType: gav,
      statutId: 30,
      gavVisiteEffectuée: true,
      rendezVousDate: jourDemande,
      rendezVousHeure: heureDemande,
      examenDate: formatDateFr(jourDemande + Math.floor(fin / 1440)),
      examenHeure: formatHeure(fin % 1440),
    });
  };

  it('on ordinary days and both daylight-saving nights of 2026, every gap from 0 to 5 hours', () => {
    const jours = [
      jour('2026-03-10'),
      jour('2026-03-29'),
      jour('2026-03-28'),
      jour('2026-10-25'),
      jour('2026-10-24'),
    ];
    for (const j of jours) {
      for (const heure of [0, 90, 1380]) {
        for (let ecart = 0; ecart <= 300; ecart += 10) {
          const d = visite(j, heure, ecart);
          const attendu = visiteDansLeDelai(d) ? 'dansLeDelai' : 'horsDelai';
          expect(classeVisite(d), `${formatDateFr(j)} ${formatHeure(heure)} +${ecart}`).toBe(attendu);
        }
      }
    }
  });

  it('spring forward: a request at 01:30 seen at 04:40 (wall clock 3 h 10) is in time (2 h 10 real)', () => {
    expect(classeVisite(visite(jour('2026-03-29'), 90, 190))).toBe('dansLeDelai');
    expect(classeVisite(visite(jour('2026-03-10'), 90, 190))).toBe('horsDelai');
  });

  it('a missing exam hour is unknown', () => {
    expect(classeVisite({ ...visite(jour('2026-03-10'), 600, 30), examenHeure: null })).toBe('inconnu');
  });
});
