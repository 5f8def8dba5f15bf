import { STATUT } from '@umj/shared/statuts-dossier';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { dossierColumns, rendezVousTexte } from './dossier-columns.tsx';

const LISTES = import.meta.glob<{ liste: { joursCourts: string } }>(
  '../../../i18n/locales/*/dossiers-patients.json',
  {
    eager: true,
    import: 'default',
  },
);

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

  it('the list shows the day in the user’s language: each language’s short day names are Intl’s, Sunday first', () => {
    const langues = Object.entries(LISTES).map(
      ([chemin, m]) => [/locales\/(\w+)\//.exec(chemin)![1]!, m] as const,
    );
    expect(langues.length).toBeGreaterThanOrEqual(6);
    for (const [langue, messages] of langues) {
      const intl = new Intl.DateTimeFormat(langue, { weekday: 'short', timeZone: 'UTC' });
      const attendus = Array.from({ length: 7 }, (_, i) => intl.format(new Date(Date.UTC(1970, 0, 4 + i))));
      expect(messages.liste.joursCourts.split('|'), langue).toEqual(attendus);
    }
    const lundi = Date.UTC(2026, 10, 23) / 86_400_000;
    const arabe = LISTES['../../../i18n/locales/ar/dossiers-patients.json']!.liste.joursCourts.split('|');
    expect(rendezVousTexte({ rendezVousDate: lundi, rendezVousHeure: null }, arabe)).toBe(
      'الاثنين 23/11/2026',
    );
  });
});

describe('the status column', () => {
  it('exports and titles the status in the interface language (its badge’s name), while it sorts and filters on the stored French name', async () => {
    const ar = i18next.cloneInstance({ lng: 'ar' });
    await ar.changeLanguage('ar');
    await ar.loadNamespaces('dossiers-patients');
    const statut = dossierColumns(ar.t, () => undefined, true).find((c) => c.field === 'statut')!;
    const ligne = { statut: { id: STATUT.rapportValide, nom: 'Rapport validé' } } as Parameters<
      typeof statut.value
    >[0];
    expect(statut.value(ligne)).toBe('Rapport validé');
    expect(statut.exportValue!(ligne)).toBe(ar.t('dossiers-patients:statut.rapportValide'));
    expect(statut.exportValue!(ligne)).not.toBe('Rapport validé');
    expect(statut.exportValue!(ligne)).toMatch(/\p{Script=Arabic}/u);
  });
});
