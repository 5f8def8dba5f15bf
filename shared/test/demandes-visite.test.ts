// Visit requests: the legal clock (Code de procédure pénale art. 63-3, 3 hours from the
// request), the zones of a police station (docs/product-rules.md#entities commissariat secteur <-> zone secteurs) and the
// doctor on duty (docs/product-rules.md#availability effective status, docs/product-rules.md#constants slots crossing midnight). Worked examples.
import { describe, expect, it } from 'vitest';
import { zonesEtCreneauxParDefaut } from '../src/configuration-defaut.ts';
import { jourDepuisIso } from '../src/dates.ts';
import {
  DELAI_LEGAL_VISITE_MINUTES,
  demandeEnAlerte,
  echeanceVisite,
  estDemandeDeVisite,
  estPassation,
  etatEcheance,
  garderHorloge,
  filtreGardeSchema,
  instantDemande,
  instantVisite,
  medecinDeGarde,
  medecinSuivant,
  minutesRestantes,
  secteurDeZone,
  SEUIL_ECHEANCE_PROCHE_MINUTES,
  visiteDansLeDelai,
  visiteTerminee,
  zonesDuCommissariat,
  type DisponibiliteGarde,
  type DossierVisite,
} from '../src/demandes-visite.ts';
import { DISPO, type StatutDisponibilite } from '../src/disponibilites.ts';
import { SECTEURS } from '../src/enums.ts';
import { statutRef, type StatutId } from '../src/statuts-dossier.ts';
import type { Creneau, Zone } from '../src/zones-creneaux.ts';
import { BUREAUX } from './fixtures-configuration.ts';

const LUNDI = jourDepuisIso('2026-11-23') as number;
/** 2026-03-29: the clocks go from 02:00 to 03:00 in Paris. */
const CHANGEMENT_ETE = jourDepuisIso('2026-03-29') as number;

function demande(over: Partial<DossierVisite> = {}): DossierVisite {
  return {
    lieu: 30,
    rendezVousDate: LUNDI,
    rendezVousHeure: 10 * 60,
    statut: statutRef(10),
    gavVisiteEffectuée: null,
    examenDate: null,
    examenHeure: null,
    ...over,
  };
}
const statut = (id: StatutId) => statutRef(id);

describe('legal clock (CPP art. 63-3: the exam within 3 hours of the request)', () => {
  it('is 180 minutes, near under 30 minutes', () => {
    expect(DELAI_LEGAL_VISITE_MINUTES).toBe(180);
    expect(SEUIL_ECHEANCE_PROCHE_MINUTES).toBe(30);
  });

  it('a visit request is a patient file of kind 30', () => {
    expect(estDemandeDeVisite({ lieu: 30 })).toBe(true);
    expect(estDemandeDeVisite({ lieu: 10 })).toBe(false);
  });

  it('starts at rendezVousDate + rendezVousHeure in Paris time: 23/11/2026 10:00 is 09:00Z, limit 12:00Z', () => {
    expect(instantDemande(demande())?.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(echeanceVisite(demande())?.toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('a request at 22:30 is due at 01:30 the next day', () => {
    expect(echeanceVisite(demande({ rendezVousHeure: 22 * 60 + 30 }))?.toISOString()).toBe(
      '2026-11-24T00:30:00.000Z',
    );
  });

  it('on the spring DST night, 01:30 CET is due at 05:30 CEST (3 real hours)', () => {
    const d = demande({ rendezVousDate: CHANGEMENT_ETE, rendezVousHeure: 90 });
    expect(instantDemande(d)?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(echeanceVisite(d)?.toISOString()).toBe('2026-03-29T03:30:00.000Z');
  });

  it('has no instant nor limit while the day or the hour is missing', () => {
    expect(instantDemande(demande({ rendezVousDate: null }))).toBeNull();
    expect(echeanceVisite(demande({ rendezVousHeure: null }))).toBeNull();
    expect(minutesRestantes(demande({ rendezVousHeure: null }), new Date())).toBeNull();
  });

  it('counts whole minutes left, negative once past', () => {
    expect(minutesRestantes(demande(), new Date('2026-11-23T11:30:30Z'))).toBe(29);
    expect(minutesRestantes(demande(), new Date('2026-11-23T12:05:00Z'))).toBe(-5);
  });

  it('is over from Examiné (Visite faite) up, Annulé included', () => {
    expect(visiteTerminee(demande({ statut: null }))).toBe(false);
    expect(visiteTerminee(demande({ statut: statut(20) }))).toBe(false);
    expect(visiteTerminee(demande({ statut: statut(30) }))).toBe(true);
    expect(visiteTerminee(demande({ statut: statut(90) }))).toBe(true);
  });

  it.each([
    ['2026-11-23T09:00:00Z', 'ok'],
    ['2026-11-23T11:30:00Z', 'ok'],
    ['2026-11-23T11:30:01Z', 'proche'],
    ['2026-11-23T11:59:59Z', 'proche'],
    ['2026-11-23T12:00:00Z', 'depassee'],
    ['2026-11-23T15:00:00Z', 'depassee'],
  ] as const)('at %s an open request due at 12:00Z is %s', (now, etat) => {
    expect(etatEcheance(demande(), new Date(now))).toBe(etat);
  });

  it('a request over is terminee whatever the time; one without hour is ok', () => {
    expect(etatEcheance(demande({ statut: statut(30) }), new Date('2026-11-24T00:00:00Z'))).toBe('terminee');
    expect(etatEcheance(demande({ rendezVousHeure: null }), new Date('2026-11-24T00:00:00Z'))).toBe('ok');
  });

  it('the menu badge counts open visit requests near or past their limit only', () => {
    const proche = new Date('2026-11-23T11:45:00Z');
    expect(demandeEnAlerte(demande(), proche)).toBe(true);
    expect(demandeEnAlerte(demande(), new Date('2026-11-23T13:00:00Z'))).toBe(true);
    expect(demandeEnAlerte(demande(), new Date('2026-11-23T10:00:00Z'))).toBe(false);
    expect(demandeEnAlerte(demande({ statut: statut(30) }), proche)).toBe(false);
    expect(demandeEnAlerte(demande({ lieu: 10 }), proche)).toBe(false);
  });
});

describe('visit within the limit (statistics)', () => {
  const faite = (examenDate: string | null, examenHeure: string | null, over: Partial<DossierVisite> = {}) =>
    demande({ statut: statut(30), gavVisiteEffectuée: true, examenDate, examenHeure, ...over });

  it('the visit instant is examenDate + examenHeure in Paris, null when either is missing or invalid', () => {
    expect(instantVisite(faite('23/11/2026', '12:30'))?.toISOString()).toBe('2026-11-23T11:30:00.000Z');
    expect(instantVisite(faite(null, '12:30'))).toBeNull();
    expect(instantVisite(faite('23/11/2026', null))).toBeNull();
    expect(instantVisite(faite('31/02/2026', '12:30'))).toBeNull();
    expect(instantVisite(faite('23/11/2026', '25:00'))).toBeNull();
  });

  it('true up to the limit itself (13:00 Paris for a 10:00 request), false a minute later', () => {
    expect(visiteDansLeDelai(faite('23/11/2026', '12:59'))).toBe(true);
    expect(visiteDansLeDelai(faite('23/11/2026', '13:00'))).toBe(true);
    expect(visiteDansLeDelai(faite('23/11/2026', '13:01'))).toBe(false);
  });

  it('a 22:30 request visited at 01:15 the next day is within the limit', () => {
    expect(visiteDansLeDelai(faite('24/11/2026', '01:15', { rendezVousHeure: 22 * 60 + 30 }))).toBe(true);
  });

  it('null when not applicable', () => {
    expect(visiteDansLeDelai(faite('23/11/2026', '12:00', { lieu: 10 }))).toBeNull();
    expect(visiteDansLeDelai(faite('23/11/2026', '12:00', { gavVisiteEffectuée: false }))).toBeNull();
    expect(visiteDansLeDelai(faite('23/11/2026', '12:00', { gavVisiteEffectuée: null }))).toBeNull();
    expect(visiteDansLeDelai(faite('23/11/2026', '12:00', { statut: statut(20) }))).toBeNull();
    expect(visiteDansLeDelai(faite('23/11/2026', '12:00', { statut: statut(90) }))).toBeNull();
    expect(visiteDansLeDelai(faite('23/11/2026', '12:00', { rendezVousHeure: null }))).toBeNull();
    expect(visiteDansLeDelai(faite(null, null))).toBeNull();
  });

  it('a report in progress or validated still counts its visit', () => {
    expect(visiteDansLeDelai(faite('23/11/2026', '11:00', { statut: statut(50) }))).toBe(true);
  });
});

const { zones, créneaux } = zonesEtCreneauxParDefaut(BUREAUX);
const zone = (id: number) => zones.find((z) => z.id === id) as Zone;
const creneau = (zoneId: number, nom: string) =>
  créneaux.find((c) => c.zone === zoneId && c.nom === nom) as Creneau;

describe('zones of a police station (entities: sector 93 <-> zone sector s93, same office)', () => {
  it.each([
    ['dpo', 'sdpo'],
    ['78', 's78'],
    ['92', 's92'],
    ['93', 's93'],
    ['95', 's95'],
    ['DD', 'sDD'],
    ['Poi', 'sPoi'],
    ['Nord', 'sNord'],
    ['Sud', 'sSud'],
    ['SG', null],
    ['', null],
  ] as const)('sector %s -> %s', (secteur, code) => {
    expect(secteurDeZone(secteur)).toBe(code);
  });

  it('every non-empty sector but SG has its zone sector', () => {
    expect(SECTEURS.filter((s) => secteurDeZone(s) === null)).toEqual(['', 'SG']);
  });

  it('a Paris Nord station of sector Nord is covered by Secteur Nord; 92 and DD share one zone', () => {
    expect(zonesDuCommissariat({ secteur: 'Nord', bureau: 'b-pn' }, zones).map((z) => z.nom)).toEqual([
      'Secteur Nord',
    ]);
    expect(zonesDuCommissariat({ secteur: 'DD', bureau: 'b-arg' }, zones).map((z) => z.id)).toEqual([50]);
  });

  it('only zones of the station office, usable, with a sector', () => {
    expect(zonesDuCommissariat({ secteur: 'Nord', bureau: 'b-arg' }, zones)).toEqual([]);
    expect(zonesDuCommissariat({ secteur: 'SG', bureau: 'b-arg' }, zones)).toEqual([]);
    const sansJour = { ...zone(70), jours: 0 };
    expect(zonesDuCommissariat({ secteur: 'Nord', bureau: 'b-pn' }, [sansJour])).toEqual([]);
  });
});

describe('doctor on duty (availability effective status Confirmé ?/Confirmé !, constants slots)', () => {
  const nord = zone(70);
  const sud = zone(80);
  const matinNord = creneau(70, 'Matin'); // 08:00-14:00
  const soirNord = creneau(70, 'Soir'); // 20:00-08:00 next day
  const soirSud = creneau(80, 'Soir');
  const dispo = (
    c: Creneau,
    date: number,
    id: string,
    choixSecretariat: StatutDisponibilite,
    choixExaminateur: StatutDisponibilite = DISPO.souhaite,
  ): DisponibiliteGarde => ({
    créneauId: c.id,
    date,
    examinateur: { id, nomComplet: `Dr ${id}` },
    choixExaminateur,
    choixSecretariat,
  });
  const garde = (instant: string, disponibilites: DisponibiliteGarde[], zs: Zone[] = [nord]) =>
    medecinDeGarde({ instant: new Date(instant), zones: zs, creneaux: créneaux, disponibilites });

  it('proposes the doctor confirmed on the zone slot covering the hour (10:00 Paris, Matin)', () => {
    const g = garde('2026-11-23T09:00:00Z', [dispo(matinNord, LUNDI, 'a', DISPO.confirmeDefinitif)]);
    expect(g).toEqual({
      examinateur: { id: 'a', nomComplet: 'Dr a' },
      zone: { id: 70, nom: 'Secteur Nord' },
      creneau: { id: matinNord.id, nom: 'Matin', heureDebut: 480, heureFin: 840 },
      jour: LUNDI,
      statut: DISPO.confirmeDefinitif,
    });
  });

  it("the early hours belong to the previous day's Soir slot (03:00 Tuesday -> Monday's Soir)", () => {
    const g = garde('2026-11-24T02:00:00Z', [
      dispo(soirNord, LUNDI, 'lundi', DISPO.confirmeProvisoire),
      dispo(soirNord, LUNDI + 1, 'mardi', DISPO.confirmeDefinitif),
    ]);
    expect(g?.examinateur.id).toBe('lundi');
    expect(g?.jour).toBe(LUNDI);
  });

  it('the slot end is excluded and its start included (14:00 is Après-midi, not Matin)', () => {
    const d = [dispo(matinNord, LUNDI, 'a', DISPO.confirmeDefinitif)];
    expect(garde('2026-11-23T13:00:00Z', d)).toBeNull();
    expect(garde('2026-11-23T07:00:00Z', d)?.examinateur.id).toBe('a');
    expect(garde('2026-11-23T06:59:00Z', d)).toBeNull();
  });

  it('only an effective Confirmé ? or Confirmé !: not a wish, not a finished duty', () => {
    const instant = '2026-11-23T09:00:00Z';
    expect(garde(instant, [dispo(matinNord, LUNDI, 'a', DISPO.nonDisponible, DISPO.souhaite)])).toBeNull();
    expect(
      garde(instant, [dispo(matinNord, LUNDI, 'a', DISPO.confirmeDefinitif, DISPO.gardeFinie)]),
    ).toBeNull();
    expect(garde(instant, [dispo(matinNord, LUNDI + 1, 'a', DISPO.confirmeDefinitif)])).toBeNull();
    expect(garde(instant, [dispo(soirNord, LUNDI, 'a', DISPO.confirmeDefinitif)])).toBeNull();
  });

  it('slots of other zones do not count (a Secteur Sud doctor for a Nord station)', () => {
    expect(garde('2026-11-23T21:00:00Z', [dispo(soirSud, LUNDI, 's', DISPO.confirmeDefinitif)])).toBeNull();
    expect(
      garde('2026-11-23T21:00:00Z', [dispo(soirSud, LUNDI, 's', DISPO.confirmeDefinitif)], [nord, sud])
        ?.examinateur.id,
    ).toBe('s');
  });

  it("an excluded slot-day (zone weekdays) does not count: Chartres' zone works on Tuesdays only", () => {
    const chartres = zone(60);
    const matinChartres = creneau(60, 'Matin'); // 10:00-13:00
    const d = [
      dispo(matinChartres, LUNDI, 'lundi', DISPO.confirmeDefinitif),
      dispo(matinChartres, LUNDI + 1, 'mardi', DISPO.confirmeDefinitif),
    ];
    expect(garde('2026-11-23T10:00:00Z', d, [chartres])).toBeNull();
    expect(garde('2026-11-24T10:00:00Z', d, [chartres])?.examinateur.id).toBe('mardi');
  });

  it('several candidates: Confirmé ! first, then the latest duty, then zone id, then name', () => {
    const lundi21h = '2026-11-23T20:00:00Z';
    expect(
      garde(lundi21h, [
        dispo(soirNord, LUNDI, 'b', DISPO.confirmeProvisoire),
        dispo(soirNord, LUNDI, 'a', DISPO.confirmeDefinitif),
      ])?.examinateur.id,
    ).toBe('a');
    expect(
      garde(
        lundi21h,
        [
          dispo(soirSud, LUNDI, 'sud', DISPO.confirmeDefinitif),
          dispo(soirNord, LUNDI, 'nord', DISPO.confirmeDefinitif),
        ],
        [sud, nord],
      )?.examinateur.id,
    ).toBe('nord');
    expect(
      garde(lundi21h, [
        dispo(soirNord, LUNDI, 'b', DISPO.confirmeDefinitif),
        dispo(soirNord, LUNDI, 'a', DISPO.confirmeDefinitif),
      ])?.examinateur.id,
    ).toBe('a');
    // A Soir slot 20:00-08:00 and a custom night slot starting at 22:00: at 23:00 the later one wins.
    const nuit: Creneau = { ...soirNord, id: 999, nom: 'Nuit', heureDebut: 22 * 60, heureFin: 6 * 60 };
    expect(
      medecinDeGarde({
        instant: new Date('2026-11-23T22:00:00Z'),
        zones: [nord],
        creneaux: [soirNord, nuit],
        disponibilites: [
          dispo(soirNord, LUNDI, 'soir', DISPO.confirmeDefinitif),
          dispo(nuit, LUNDI, 'nuit', DISPO.confirmeDefinitif),
        ],
      })?.examinateur.id,
    ).toBe('nuit');
  });

  it('nobody confirmed: null', () => {
    expect(garde('2026-11-23T09:00:00Z', [])).toBeNull();
  });

  describe('"Médecin Suivant" hands the request on', () => {
    const suivant = (instant: string, disponibilites: DisponibiliteGarde[], examinateurId: string | null) =>
      medecinSuivant({
        instant: new Date(instant),
        zones: [nord, zone(80)],
        creneaux: créneaux,
        disponibilites,
        examinateurId,
      });
    const lundi21h = '2026-11-23T20:00:00Z';

    it('proposes the next doctor confirmed on the same zone and slot, never the one handing over', () => {
      const d = [
        dispo(soirNord, LUNDI, 'a', DISPO.confirmeDefinitif),
        dispo(soirSud, LUNDI, 'sud', DISPO.confirmeDefinitif),
        dispo(soirNord, LUNDI, 'b', DISPO.confirmeProvisoire),
      ];
      expect(suivant(lundi21h, d, 'a')?.examinateur.id).toBe('b');
      expect(suivant(lundi21h, d, 'b')?.examinateur.id).toBe('a');
    });

    it('says none (null) when nobody else is confirmed on that zone and slot', () => {
      const d = [
        dispo(soirNord, LUNDI, 'a', DISPO.confirmeDefinitif),
        dispo(soirSud, LUNDI, 'sud', DISPO.confirmeDefinitif),
        dispo(soirNord, LUNDI, 'b', DISPO.nonDisponible, DISPO.souhaite),
      ];
      expect(suivant(lundi21h, d, 'a')).toBeNull();
      expect(suivant(lundi21h, [], null)).toBeNull();
    });

    it('when the one handing over is not on duty, the first other confirmed doctor of the zones', () => {
      const d = [dispo(soirSud, LUNDI, 'sud', DISPO.confirmeDefinitif)];
      expect(suivant(lundi21h, d, 'x')?.examinateur.id).toBe('sud');
      expect(suivant(lundi21h, d, null)?.examinateur.id).toBe('sud');
    });

    it('is a hand-over only when a visit request newly gets the reason "Médecin Suivant"', () => {
      const avant = { lieu: 30, gavVisiteEffectuée: null, gavMotifNonVisite: '' } as const;
      const apres = { lieu: 30, gavVisiteEffectuée: false, gavMotifNonVisite: 'Médecin Suivant' } as const;
      expect(estPassation(avant, apres)).toBe(true);
      expect(estPassation(apres, apres)).toBe(false);
      expect(estPassation(avant, { ...apres, lieu: 10 })).toBe(false);
      expect(estPassation(avant, { ...apres, gavMotifNonVisite: 'Absent' })).toBe(false);
    });

    it('keeps the legal clock of the original request', () => {
      const original = demande();
      const change = { ...demande(), rendezVousDate: LUNDI + 1, rendezVousHeure: 23 * 60 };
      const garde = garderHorloge(original, change);
      expect(echeanceVisite(garde)).toEqual(echeanceVisite(original));
      expect(garde.rendezVousHeure).toBe(10 * 60);
    });
  });
});

describe('GET .../garde query', () => {
  it('needs a police station; the instant is optional and ISO 8601', () => {
    expect(filtreGardeSchema.safeParse({ commissariat: 'b-pn~1' }).success).toBe(true);
    expect(
      filtreGardeSchema.safeParse({ commissariat: 'b-pn~1', instant: '2026-11-23T10:00:00+01:00' }).success,
    ).toBe(true);
    expect(filtreGardeSchema.safeParse({ commissariat: '' }).error?.issues[0]?.message).toBe(
      'Veuillez choisir une origine',
    );
    expect(
      filtreGardeSchema.safeParse({ commissariat: 'x', instant: 'hier' }).error?.issues[0]?.message,
    ).toBe('Instant invalide');
  });
});
