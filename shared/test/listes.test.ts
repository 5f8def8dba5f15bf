// Spec §3: the reference lists and the payment split (fields not shown: our reading, see listes.ts).
import { describe, expect, it } from 'vitest';
import {
  commissariatSchema,
  dpRapportSchema,
  repartitionPaiementSchema,
  requerantSchema,
} from '../src/listes.ts';

const firstMessage = (r: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => r.error?.issues[0] && { message: r.error.issues[0].message, path: r.error.issues[0].path.join('.') };

describe('§3 lists: commissariat, requérant, dprapport', () => {
  it('§3 a police station needs a name, a sector of the §3 list and an office; notes default to empty', () => {
    const ok = commissariatSchema.parse({ id: 'c1', nom: ' Argenteuil ', secteur: '95', bureau: 'b-arg' });
    expect(ok).toEqual({ id: 'c1', nom: 'Argenteuil', secteur: '95', bureau: 'b-arg', notes: '' });
    expect(
      firstMessage(commissariatSchema.safeParse({ id: 'c1', nom: '', secteur: '95', bureau: 'b' })),
    ).toEqual({
      message: 'Veuillez entrer le nom du commissariat',
      path: 'nom',
    });
    expect(
      firstMessage(commissariatSchema.safeParse({ id: 'c1', nom: 'X', secteur: '75', bureau: 'b' })),
    ).toEqual({
      message: 'Veuillez choisir un secteur',
      path: 'secteur',
    });
    expect(
      firstMessage(commissariatSchema.safeParse({ id: 'c1', nom: 'X', secteur: '', bureau: '' })),
    ).toEqual({
      message: 'Veuillez choisir un bureau',
      path: 'bureau',
    });
  });

  it('§3 a requester needs a name and an office; address and notes are optional', () => {
    expect(requerantSchema.parse({ id: 'r1', nom: 'Parquet de Pontoise', bureau: 'b-arg' })).toEqual({
      id: 'r1',
      nom: 'Parquet de Pontoise',
      adresse: '',
      bureau: 'b-arg',
      notes: '',
    });
    expect(firstMessage(requerantSchema.safeParse({ id: 'r1', nom: ' ', bureau: 'b' }))).toEqual({
      message: 'Veuillez entrer le nom du requérant',
      path: 'nom',
    });
  });

  it('§3 a report type needs a name; notes are limited in length', () => {
    expect(dpRapportSchema.parse({ id: 'd1', nom: 'Certificat ITT' }).notes).toBe('');
    expect(firstMessage(dpRapportSchema.safeParse({ id: 'd1', nom: 'X', notes: 'x'.repeat(2001) }))).toEqual({
      message: 'Les notes ne doivent pas dépasser 2000 caractères',
      path: 'notes',
    });
  });
});

describe('§3 payment split (unique per office and date)', () => {
  const ligne = {
    examinateurId: 'u1',
    nombreActes: 3,
    montantHT: 24150,
    partExaminateur: 16905,
    partBureau: 7245,
  };

  it('§3 a split names the office, the day and one line per examiner whose shares add up to HT', () => {
    const r = repartitionPaiementSchema.parse({ bureau: 'b-arg', date: 20_000, lignes: [ligne], version: 1 });
    expect(r.lignes[0]?.partExaminateur).toBe(16905);
  });

  it('§3 shares that do not add up to HT, negative or fractional cents are refused with a French message', () => {
    expect(
      firstMessage(
        repartitionPaiementSchema.safeParse({
          bureau: 'b-arg',
          date: 20_000,
          lignes: [{ ...ligne, partBureau: 7000 }],
          version: 1,
        }),
      ),
    ).toEqual({
      message: 'La part de l’examinateur et la part du bureau doivent faire le montant HT',
      path: 'lignes',
    });
    expect(
      firstMessage(
        repartitionPaiementSchema.safeParse({
          bureau: 'b-arg',
          date: 20_000,
          lignes: [{ ...ligne, montantHT: -1 }],
          version: 1,
        }),
      )?.message,
    ).toBe('Veuillez entrer un montant');
    expect(
      firstMessage(
        repartitionPaiementSchema.safeParse({ bureau: 'b-arg', date: 1.5, lignes: [], version: 1 }),
      ),
    ).toEqual({ message: 'Veuillez entrer une date', path: 'date' });
  });
});
