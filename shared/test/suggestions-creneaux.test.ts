import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggererHeures } from '../src/suggestions-creneaux.ts';

const rdv = (id: number, heure: number | null, statut = 10) => ({
  id,
  rendezVousHeure: heure,
  statut: { id: statut },
});

describe('constants: appointment slot suggestions', () => {
  it('constants: 15-minute steps from 08:00 to 20:00 (last 19:45)', () => {
    const heures = suggererHeures([]);
    expect(heures).toHaveLength(48);
    expect(heures[0]).toBe(480);
    expect(heures.at(-1)).toBe(1185);
  });

  it('constants: a time less than 8 minutes from another appointment is dropped', () => {
    const heures = suggererHeures([rdv(1, 600)]);
    expect(heures).not.toContain(600);
    expect(suggererHeures([rdv(1, 607)])).not.toContain(600);
    expect(suggererHeures([rdv(1, 608)])).toContain(600);
    expect(suggererHeures([rdv(1, 592)])).toContain(600);
    expect(suggererHeures([rdv(1, 593)])).not.toContain(600);
  });

  it('constants: cancelled appointments, appointments without time and the edited one do not block', () => {
    expect(suggererHeures([rdv(1, 600, 90)])).toContain(600);
    expect(suggererHeures([rdv(1, null)])).toHaveLength(48);
    expect(suggererHeures([{ id: 1, rendezVousHeure: 600, statut: null }])).not.toContain(600);
    expect(suggererHeures([rdv(1, 600)], { exclureId: 1 })).toContain(600);
  });

  it('constants: a custom range', () => {
    expect(suggererHeures([], { debut: 600, fin: 660 })).toEqual([600, 615, 630, 645]);
  });

  it('constants: no suggestion is within 8 minutes of a kept appointment', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 400, max: 1300 }), { maxLength: 20 }), (heures) => {
        const autres = heures.map((h, i) => rdv(i + 1, h));
        for (const s of suggererHeures(autres)) {
          expect(heures.every((h) => Math.abs(h - s) >= 8)).toBe(true);
        }
      }),
    );
  });
});
