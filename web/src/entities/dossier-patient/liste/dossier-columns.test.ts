import { describe, expect, it } from 'vitest';
import { rendezVousTexte } from './dossier-columns.tsx';

describe('rendezVousTexte', () => {
  it('writes the day as Intl’s French short weekday and dd/mm/yyyy, every day of four years', () => {
    const intl = new Intl.DateTimeFormat('fr-FR', {
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const premier = Date.UTC(2025, 0, 1) / 86_400_000;
    for (let jour = premier; jour < premier + 4 * 366; jour++) {
      expect(rendezVousTexte({ rendezVousDate: jour, rendezVousHeure: null })).toBe(
        intl.format(new Date(jour * 86_400_000)),
      );
    }
  });

  it('adds the time as HH:mm, and writes nothing without a day', () => {
    const jour = Date.UTC(2026, 10, 23) / 86_400_000;
    expect(rendezVousTexte({ rendezVousDate: jour, rendezVousHeure: 14 * 60 + 30 })).toBe(
      'lun. 23/11/2026 14:30',
    );
    expect(rendezVousTexte({ rendezVousDate: null, rendezVousHeure: 600 })).toBe('');
  });
});
