// The duty grid contract and who may set what (the doctor its own choice while the cell is editable,
// the secretariat its confirmation, nobody an excluded slot-day).
import { describe, expect, it } from 'vitest';
import { jourParis } from '../src/dates.ts';
import {
  CHOIX_SECRETARIAT,
  disponibiliteParDefaut,
  filtreGrilleDvSchema,
  modificationDisponibiliteDvSchema,
  refusModificationDv,
  type Appelant,
} from '../src/disponibilites-dv-api.ts';
import { estConfirme } from '../src/disponibilites-dv-grille.ts';
import type { StatutDisponibilite } from '../src/disponibilites.ts';
import { DR_A, DR_B, j, LUNDI, medecinA, PN, secretaire } from './fixtures-disponibilites-dv.ts';

describe('contract', () => {
  it('GET filter: du required as a real day, jours 7 by default, 1 or 7 only', () => {
    expect(filtreGrilleDvSchema.parse({ du: '2026-11-23' })).toEqual({ du: '2026-11-23', jours: 7 });
    expect(filtreGrilleDvSchema.parse({ du: '2026-11-23', jours: '1', examinateur: 'x' }).jours).toBe(1);
    const r = filtreGrilleDvSchema.safeParse({ du: '2026-02-30', jours: '3' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Veuillez entrer la date de début',
      'Nombre de jours invalide (1 ou 7)',
    ]);
  });

  it('PUT body: one of the two choices, a known status, version 0 by default (creation)', () => {
    expect(modificationDisponibiliteDvSchema.parse({ choixExaminateur: 20 })).toEqual({
      choixExaminateur: 20,
      version: 0,
    });
    expect(modificationDisponibiliteDvSchema.safeParse({ version: 3 }).error?.issues[0]).toMatchObject({
      path: ['choixExaminateur'],
      message: 'Veuillez choisir une disponibilité',
    });
    expect(
      modificationDisponibiliteDvSchema.safeParse({ choixSecretariat: 45 }).error?.issues[0]?.message,
    ).toBe('Statut de disponibilité invalide');
    expect(
      modificationDisponibiliteDvSchema.safeParse({ choixSecretariat: 40, version: -1 }).error?.issues[0]
        ?.message,
    ).toBe('Version invalide');
  });

  it('availability: default of an unwritten cell: NonDisponible for both choices, version 0', () => {
    expect(disponibiliteParDefaut({ bureauId: PN, créneauId: 19, date: LUNDI, examinateur: DR_A })).toEqual({
      bureauId: PN,
      créneauId: 19,
      date: LUNDI,
      examinateur: DR_A,
      choixExaminateur: 10,
      choixSecretariat: 10,
      version: 0,
      modifieLe: '',
    });
    expect(CHOIX_SECRETARIAT).toEqual([40, 50, 10]);
  });

  it('a doctor is on duty when confirmed (Confirmé ? or Confirmé !), not when it declared the duty finished', () => {
    expect(estConfirme({ choixExaminateur: 20, choixSecretariat: 40 })).toBe(true);
    expect(estConfirme({ choixExaminateur: 10, choixSecretariat: 50 })).toBe(true);
    expect(estConfirme({ choixExaminateur: 70, choixSecretariat: 50 })).toBe(false);
    expect(estConfirme({ choixExaminateur: 30, choixSecretariat: 10 })).toBe(false);
  });
});

describe('who may set what (availability, access)', () => {
  const base = { exclu: false, today: LUNDI };
  const cellule = (
    choixExaminateur: StatutDisponibilite,
    choixSecretariat: StatutDisponibilite,
    date = LUNDI,
  ) => ({
    examinateur: DR_A,
    date,
    choixExaminateur,
    choixSecretariat,
  });

  it('access: psychologists and users without a role have no duty grid; the external secretariat only reads it', () => {
    for (const role of ['psychologue', 'aucun'] as const) {
      expect(
        refusModificationDv({
          ...base,
          appelant: { id: 'p', role },
          actuelle: cellule(10, 10),
          demande: { choixExaminateur: 20 },
        }),
      ).toEqual({
        statut: 403,
        message: 'Seuls les médecins et le secrétariat utilisent la grille des gardes',
      });
    }
    expect(
      refusModificationDv({
        ...base,
        appelant: { id: 'x', role: 'secretariat-externe' },
        actuelle: cellule(20, 10),
        demande: { choixSecretariat: 40 },
      }),
    ).toEqual({
      statut: 403,
      message: 'Le secrétariat externe consulte la grille des gardes sans la modifier',
    });
  });

  it("a doctor may not edit another examiner's cell (403)", () => {
    expect(
      refusModificationDv({
        ...base,
        appelant: { id: DR_B.id, role: 'medecin' },
        actuelle: cellule(10, 10),
        demande: { choixExaminateur: 20 },
      }),
    ).toEqual({ statut: 403, message: 'Vous ne pouvez modifier que vos propres disponibilités' });
  });

  it('availability: an excluded slot-day is written by nobody', () => {
    for (const [appelant, demande] of [
      [medecinA, { choixExaminateur: 20 }],
      [secretaire, { choixSecretariat: 40 }],
    ] as const) {
      expect(
        refusModificationDv({ ...base, exclu: true, appelant, actuelle: cellule(10, 10), demande }),
      ).toEqual({
        statut: 400,
        champ: 'jour',
        message: "Ce créneau n'est pas ouvert ce jour-là",
      });
    }
  });

  it('availability: the doctor picks among the proposed list while the cell is editable', () => {
    const refus = (c: ReturnType<typeof cellule>, choix: StatutDisponibilite) =>
      refusModificationDv({ ...base, appelant: medecinA, actuelle: c, demande: { choixExaminateur: choix } });
    // Free cells: the three examiner choices.
    for (const choix of [10, 20, 30] as const) expect(refus(cellule(10, 10), choix)).toBeNull();
    expect(refus(cellule(20, 10), 70)).toEqual({
      statut: 400,
      champ: 'choixExaminateur',
      message: "Ce choix n'est pas proposé pour ce créneau",
    });
    expect(refus(cellule(20, 10), 40)?.message).toBe("Ce choix n'est pas proposé pour ce créneau");
    // Confirmé ? is never the doctor's to change.
    expect(refus(cellule(20, 40), 10)).toEqual({
      statut: 400,
      champ: 'choixExaminateur',
      message: "Cette disponibilité n'est plus modifiable",
    });
    // Confirmé ! today or tomorrow: Disponible, Souhaité or Garde Finie; not Non Disponible.
    expect(refus(cellule(20, 50, LUNDI + 1), 70)).toBeNull();
    expect(refus(cellule(20, 50, LUNDI), 30)).toBeNull();
    expect(refus(cellule(20, 50, LUNDI), 10)?.message).toBe("Ce choix n'est pas proposé pour ce créneau");
    // Confirmé ! the day after tomorrow, or yesterday: locked.
    expect(refus(cellule(20, 50, LUNDI + 2), 70)?.message).toBe("Cette disponibilité n'est plus modifiable");
    expect(refus(cellule(20, 50, LUNDI - 1), 70)?.message).toBe("Cette disponibilité n'est plus modifiable");
    // Garde Finie stays editable (back to Disponible).
    expect(refus(cellule(70, 50, LUNDI + 5), 20)).toBeNull();
  });

  it('availability: the doctor never sets the secretariat choice', () => {
    expect(
      refusModificationDv({
        ...base,
        appelant: medecinA,
        actuelle: cellule(20, 10),
        demande: { choixSecretariat: 40 },
      }),
    ).toEqual({ statut: 403, champ: 'choixSecretariat', message: 'Seul le secrétariat confirme une garde' });
  });

  it("availability: the secretariat confirms (Confirmé ?, Confirmé !) or clears, on today or later, never the doctor's choice", () => {
    const refus = (
      c: ReturnType<typeof cellule>,
      demande: { choixExaminateur?: StatutDisponibilite; choixSecretariat?: StatutDisponibilite },
      role: Appelant['role'] = 'secretariat',
    ) => refusModificationDv({ ...base, appelant: { id: 's', role }, actuelle: c, demande });
    expect(refus(cellule(20, 10), { choixSecretariat: 40 })).toBeNull();
    expect(refus(cellule(20, 40), { choixSecretariat: 50 }, 'administrateur')).toBeNull();
    expect(refus(cellule(30, 50, LUNDI + 9), { choixSecretariat: 10 })).toBeNull();
    // Confirmed while the doctor said nothing: allowed (the screen shows the doctor's choice).
    expect(refus(cellule(10, 10), { choixSecretariat: 50 })).toBeNull();
    expect(refus(cellule(20, 10), { choixExaminateur: 30 })).toEqual({
      statut: 403,
      champ: 'choixExaminateur',
      message: "Seul l'examinateur choisit sa disponibilité",
    });
    const invalide = {
      statut: 400,
      champ: 'choixSecretariat',
      message:
        'Le secrétariat confirme (Confirmé ? ou Confirmé !) ou retire sa confirmation (Non Disponible)',
    };
    expect(refus(cellule(20, 10), { choixSecretariat: 20 })).toEqual(invalide);
    expect(refus(cellule(20, 10), {})).toEqual(invalide);
    expect(refus(cellule(20, 40, LUNDI - 1), { choixSecretariat: 50 })).toEqual({
      statut: 400,
      champ: 'jour',
      message: "Une garde passée n'est plus modifiable",
    });
    expect(refus(cellule(70, 50), { choixSecretariat: 10 })).toEqual({
      statut: 400,
      champ: 'choixSecretariat',
      message: 'Cette garde est déclarée finie',
    });
  });

  it('availability, constants: today/tomorrow window is the Paris day: one minute before and at midnight Paris', () => {
    const confirme = cellule(20, 50, j('2026-11-25'));
    const peut = (instant: string) =>
      refusModificationDv({
        ...base,
        today: jourParis(new Date(instant)),
        appelant: medecinA,
        actuelle: confirme,
        demande: { choixExaminateur: 70 },
      }) === null;
    // 23:59 in Paris on the 23rd (22:59Z): the 25th is the day after tomorrow.
    expect(peut('2026-11-23T22:59:00Z')).toBe(false);
    // 00:00 in Paris on the 24th, still the 23rd in UTC: the 25th is tomorrow.
    expect(peut('2026-11-23T23:00:00Z')).toBe(true);
  });

  it('availability: the window on the October DST change day (25 hours long, 2026-10-25)', () => {
    const confirme = cellule(20, 50, j('2026-10-26'));
    const peut = (instant: string) =>
      refusModificationDv({
        ...base,
        today: jourParis(new Date(instant)),
        appelant: medecinA,
        actuelle: confirme,
        demande: { choixExaminateur: 70 },
      }) === null;
    expect(peut('2026-10-24T21:59:00Z')).toBe(false); // 23:59 CEST on the 24th
    expect(peut('2026-10-24T22:00:00Z')).toBe(true); // 00:00 CEST on the 25th
    expect(peut('2026-10-25T22:59:00Z')).toBe(true); // 23:59 CET, still the 25th
    // The day after: the 26th is today until 23:59 CET, then yesterday.
    expect(peut('2026-10-26T22:59:00Z')).toBe(true);
    expect(peut('2026-10-26T23:00:00Z')).toBe(false);
  });

  it('availability: the window on the March DST change day (23 hours long, 2026-03-29)', () => {
    const confirme = cellule(20, 50, j('2026-03-30'));
    const today = (instant: string) => jourParis(new Date(instant));
    const peut = (instant: string) =>
      refusModificationDv({
        ...base,
        today: today(instant),
        appelant: medecinA,
        actuelle: confirme,
        demande: { choixExaminateur: 70 },
      }) === null;
    expect(peut('2026-03-27T22:59:00Z')).toBe(false); // 23:59 CET on the 27th
    expect(peut('2026-03-27T23:00:00Z')).toBe(false); // 00:00 on the 28th: the 30th is two days ahead
    expect(peut('2026-03-28T23:00:00Z')).toBe(true); // 00:00 CET on the 29th
    expect(today('2026-03-29T21:59:00Z')).toBe(j('2026-03-29')); // 23:59 CEST
    expect(peut('2026-03-29T22:00:00Z')).toBe(true); // 00:00 CEST on the 30th
  });
});
