// Bordereaux: the contract schemas, the billable rule, lines and totals (worked examples with VAT,
// reconciling to the cent) and the numbers. The billing limit, the printable definition and the Chorus
// Pro export have their own test files.
import { describe, expect, it } from 'vitest';
import { calculerMontants, centimes } from '../src/argent.ts';
import {
  annulationBordereauSchema,
  creationBordereauSchema,
  estFacturable,
  filtreBordereauxSchema,
  filtreFacturablesSchema,
  formatExportSchema,
  formatNumeroBordereau,
  initialesPatient,
  ligneDuDossier,
  lireNumeroBordereau,
  MAX_DOSSIERS_PAR_BORDEREAU,
  MESSAGE_TROP_DE_DOSSIERS,
  numeroBordereauSchema,
  raisonNonFacturable,
  totauxBordereau,
} from '../src/bordereaux.ts';
import { STATUT, type StatutId } from '../src/statuts-dossier.ts';
import { dossier, ligne } from './fixtures-bordereaux.ts';

const premierMessage = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => ({
  message: r.error?.issues[0]?.message,
  path: r.error?.issues[0]?.path.join('.'),
});

describe('contract schemas (POST /bureaux/{id}/bordereaux, annulation, queries)', () => {
  const d = { id: 1, version: 1 };
  it('creation: a requester and 1..97 distinct files each at its version, French messages naming the field', () => {
    expect(creationBordereauSchema.safeParse({ requerantId: 'b~r', dossiers: [d] }).success).toBe(true);
    expect(premierMessage(creationBordereauSchema.safeParse({ dossiers: [d] }))).toEqual({
      message: 'Veuillez choisir un requérant',
      path: 'requerantId',
    });
    expect(premierMessage(creationBordereauSchema.safeParse({ requerantId: ' ', dossiers: [d] })).path).toBe(
      'requerantId',
    );
    expect(premierMessage(creationBordereauSchema.safeParse({ requerantId: 'r', dossiers: [] }))).toEqual({
      message: 'Veuillez choisir au moins un dossier',
      path: 'dossiers',
    });
    expect(premierMessage(creationBordereauSchema.safeParse({ requerantId: 'r' })).message).toBe(
      'Veuillez choisir au moins un dossier',
    );
    const trop = Array.from({ length: MAX_DOSSIERS_PAR_BORDEREAU + 1 }, (_, i) => ({
      id: i + 1,
      version: 1,
    }));
    expect(premierMessage(creationBordereauSchema.safeParse({ requerantId: 'r', dossiers: trop }))).toEqual({
      message: MESSAGE_TROP_DE_DOSSIERS,
      path: 'dossiers',
    });
    expect(MESSAGE_TROP_DE_DOSSIERS).toContain('97');
    expect(
      creationBordereauSchema.safeParse({
        requerantId: 'r',
        dossiers: trop.slice(0, MAX_DOSSIERS_PAR_BORDEREAU),
      }).success,
    ).toBe(true);
    expect(
      premierMessage(creationBordereauSchema.safeParse({ requerantId: 'r', dossiers: [d, d] })).message,
    ).toBe('Un même dossier figure deux fois dans le bordereau');
    expect(
      premierMessage(creationBordereauSchema.safeParse({ requerantId: 'r', dossiers: [{ id: 1 }] })),
    ).toEqual({
      message: 'Version manquante',
      path: 'dossiers.0.version',
    });
    expect(
      premierMessage(
        creationBordereauSchema.safeParse({ requerantId: 'r', dossiers: [{ id: 0, version: 1 }] }),
      ),
    ).toEqual({ message: 'Identifiant de dossier invalide', path: 'dossiers.0.id' });
    expect(creationBordereauSchema.safeParse({ requerantId: 'r', dossiers: [d], x: 1 }).success).toBe(false);
    expect(annulationBordereauSchema.safeParse({ version: 2 }).success).toBe(true);
    expect(premierMessage(annulationBordereauSchema.safeParse({})).message).toBe('Version manquante');
  });

  it('queries: billable files over at most 366 days in order, the year, the export format', () => {
    expect(
      filtreFacturablesSchema.safeParse({ du: '2026-01-01', au: '2026-12-31', requerant: 'r' }).success,
    ).toBe(true);
    expect(premierMessage(filtreFacturablesSchema.safeParse({ au: '2026-01-01' })).message).toBe(
      'Veuillez entrer la date de début',
    );
    expect(premierMessage(filtreFacturablesSchema.safeParse({ du: '2026-02-01', au: '2026-01-01' }))).toEqual(
      {
        message: 'La date de fin doit suivre la date de début',
        path: 'au',
      },
    );
    expect(premierMessage(filtreFacturablesSchema.safeParse({ du: '2025-01-01', au: '2026-01-02' }))).toEqual(
      {
        message: 'La période ne doit pas dépasser 366 jours',
        path: 'au',
      },
    );
    expect(filtreBordereauxSchema.parse({ annee: '2026' })).toEqual({ annee: 2026 });
    expect(filtreBordereauxSchema.parse({})).toEqual({});
    expect(premierMessage(filtreBordereauxSchema.safeParse({ annee: '26' })).message).toBe('Année invalide');
    expect(formatExportSchema.parse({})).toEqual({ format: 'json' });
    expect(premierMessage(formatExportSchema.safeParse({ format: 'xlsx' })).message).toBe(
      "Format d'export invalide (csv ou json)",
    );
  });

  it("numbers 'AAAA-NNNN' per year, from 0001, 5 digits past 9999", () => {
    expect(formatNumeroBordereau(2026, 1)).toBe('2026-0001');
    expect(formatNumeroBordereau(2026, 12345)).toBe('2026-12345');
    expect(lireNumeroBordereau('2026-0042')).toEqual({ annee: 2026, rang: 42 });
    expect(lireNumeroBordereau('2026-12345')).toEqual({ annee: 2026, rang: 12345 });
    expect(lireNumeroBordereau('2026-0000')).toBeNull();
    expect(lireNumeroBordereau('2026-42')).toBeNull();
    expect(numeroBordereauSchema.safeParse('2026-0001').success).toBe(true);
    expect(numeroBordereauSchema.safeParse('x').error?.issues[0]?.message).toBe(
      'Numéro de bordereau invalide',
    );
  });
});

describe('billable rule (requisition, report validated, not billed, requester, amount)', () => {
  it('a validated file with requisition, requester and amount is billable, for its requester only', () => {
    expect(raisonNonFacturable(dossier())).toBeNull();
    expect(estFacturable(dossier(), 'b1~r1')).toBe(true);
    expect(estFacturable(dossier(), 'b1~autre')).toBe(false);
    expect(raisonNonFacturable(dossier(), 'b1~autre')).toBe("Ce dossier n'est pas de ce requérant");
  });

  it('each missing condition gives its reason', () => {
    for (const statut of [STATUT.examine, STATUT.rapportEnCours, STATUT.annule] as StatutId[]) {
      expect(raisonNonFacturable(dossier({}, statut))).toBe("Le rapport de ce dossier n'est pas validé");
    }
    expect(raisonNonFacturable({ ...dossier(), statut: null })).toBe(
      "Le rapport de ce dossier n'est pas validé",
    );
    expect(raisonNonFacturable(dossier({ bordereauNumero: '2026-0001' }))).toBe(
      'Dossier déjà facturé (bordereau 2026-0001)',
    );
    const requisition = "Ce dossier n'a pas de réquisition complète";
    expect(raisonNonFacturable(dossier({ requisitionFournie: false }))).toBe(requisition);
    expect(raisonNonFacturable(dossier({ requisitionNumero: ' ' }))).toBe(requisition);
    expect(raisonNonFacturable(dossier({ requisitionDate: null }))).toBe(requisition);
    expect(raisonNonFacturable(dossier({ requerant: null }))).toBe("Ce dossier n'a pas de requérant");
    expect(raisonNonFacturable(dossier({ examenType: null }))).toBe("Ce dossier n'a pas de montant");
    expect(raisonNonFacturable(dossier({ montantHT: null }))).toBe("Ce dossier n'a pas de montant");
  });
});

describe('lines and totals (amounts in cents, reconciling to the cent)', () => {
  it('a line: patient initials only, dates AAAA-MM-JJ, TTC = HT + TVA, the version the bordereau writes', () => {
    expect(ligneDuDossier(dossier())).toEqual({
      dossierId: 12,
      dossierVersion: 4,
      nom: 'D. M.',
      requisitionNumero: 'PV 2026/123',
      requisitionDate: '2026-10-01',
      examenDate: '2026-10-02',
      examenType: { id: 1, nom: 'ITT' },
      montantHT: 8050,
      montantTVA: 1610,
      montantTTC: 9660,
    });
    const vide = ligneDuDossier({
      ...dossier({
        montantHT: null,
        montantTVA: null,
        examenDate: null,
        requisitionDate: null,
        examenType: null,
      }),
    });
    expect(vide).toMatchObject({
      requisitionDate: '',
      examenDate: null,
      examenType: { id: 0, nom: '' },
      montantHT: 0,
      montantTVA: 0,
      montantTTC: 0,
    });
    expect(ligneDuDossier({ ...dossier(), examenDate: '31/02/2026' }).examenDate).toBeNull();
  });

  it('initials: each word, each part of a hyphenated name, upper case', () => {
    expect(initialesPatient('DUPONT Marie')).toBe('D. M.');
    expect(initialesPatient('  Jean-Pierre   martin ')).toBe('J.-P. M.');
    expect(initialesPatient('élodie Le--Goff')).toBe('É. L.-G.');
    expect(initialesPatient('')).toBe('');
  });

  it('worked example: HT 80,50 € with VAT 20 % (16,10 €), HT 57,50 € without VAT: 138,00 + 16,10 = 154,10 €', () => {
    const itt = calculerMontants(centimes(8050), true, 20);
    const gav = calculerMontants(centimes(5750), false, 20);
    const totaux = totauxBordereau([ligne(itt.ht, itt.tva), ligne(gav.ht, gav.tva)]);
    expect(totaux).toEqual({ totalHT: 13800, totalTVA: 1610, totalTTC: 15410 });
  });

  it('worked example: VAT rounded per line (58,67 € -> 11,73 €), the totals are the sums of the lines: 35,19 €, not 20 % of 176,01 € (35,20 €)', () => {
    const acte = calculerMontants(centimes(5867), true, 20);
    expect(acte.tva).toBe(1173);
    const lignes = [ligne(acte.ht, acte.tva), ligne(acte.ht, acte.tva), ligne(acte.ht, acte.tva)];
    const totaux = totauxBordereau(lignes);
    expect(totaux).toEqual({ totalHT: 17601, totalTVA: 3519, totalTTC: 21120 });
    expect(totaux.totalTTC).toBe(lignes.reduce((s, l) => s + l.montantTTC, 0));
    expect(totauxBordereau([])).toEqual({ totalHT: 0, totalTVA: 0, totalTTC: 0 });
  });
});
