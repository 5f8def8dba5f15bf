// Issue 11 bordereaux: the billable rule, lines and totals (worked examples with VAT, reconciling to
// the cent), numbers, the one-year billing limit, the printable definition and the Chorus Pro export.
import { describe, expect, it } from 'vitest';
import { calculerMontants, centimes } from '../src/argent.ts';
import {
  ajouterMois,
  alerteAffichee,
  alerteLimiteFacturation,
  annulationBordereauSchema,
  champCsv,
  COLONNES_CSV_CHORUS,
  creationBordereauSchema,
  csvExportChorus,
  documentBordereau,
  estFacturable,
  eurosImprimes,
  exportChorus,
  filtreBordereauxSchema,
  filtreFacturablesSchema,
  formatExportSchema,
  formatNumeroBordereau,
  initialesPatient,
  ligneDuDossier,
  lignesExportChorus,
  limiteFacturation,
  lireNumeroBordereau,
  MAX_DOSSIERS_PAR_BORDEREAU,
  MESSAGE_TROP_DE_DOSSIERS,
  montantCsv,
  nomFichierBordereau,
  numeroBordereauSchema,
  periodeAlertes,
  raisonNonFacturable,
  totauxBordereau,
  type Bordereau,
  type LigneBordereau,
} from '../src/bordereaux.ts';
import { formatDateFr, isoDepuisJour, jourDepuisIso } from '../src/dates.ts';
import { dossierPatientSchema } from '../src/dossier-patient.ts';
import { statutRef, STATUT, type StatutId } from '../src/statuts-dossier.ts';

const jour = (iso: string) => jourDepuisIso(iso)!;
const premierMessage = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => ({
  message: r.error?.issues[0]?.message,
  path: r.error?.issues[0]?.path.join('.'),
});

function dossier(valeurs: Record<string, unknown> = {}, statut: StatutId = STATUT.rapportValide) {
  return {
    ...dossierPatientSchema.parse({
      id: 12,
      nom: 'DUPONT Marie',
      examenDate: '02/10/2026',
      examenType: { id: 1, nom: 'ITT', tarif: 8050, tva: true },
      montantHT: 8050,
      montantTVA: 1610,
      requerant: { id: 'b1~r1', nom: 'Parquet de Pontoise' },
      requisitionFournie: true,
      requisitionDate: '2026-10-01',
      requisitionNumero: 'PV 2026/123',
      ...valeurs,
    }),
    statut: statutRef(statut),
    version: 4,
  };
}

function ligne(ht: number, tva: number): LigneBordereau {
  return ligneDuDossier({ ...dossier(), montantHT: ht, montantTVA: tva });
}

const requerant = {
  id: 'b1~r1',
  nom: 'Parquet de Pontoise',
  type: 'parquet',
  siret: '44306184100047',
  codeService: 'SJ-95',
  adresse: '3 rue Victor Hugo',
};

function bordereau(lignes: LigneBordereau[], valeurs: Partial<Bordereau> = {}): Bordereau {
  return {
    bureauId: 'b1',
    numero: '2026-0042',
    annee: 2026,
    date: '2026-11-23',
    requerant,
    lignes,
    ...totauxBordereau(lignes),
    statut: 'emis',
    creeLe: '2026-11-23T09:15:00.000Z',
    creePar: { id: 'u1', nomComplet: 'Claire Martin' },
    annuleLe: null,
    annulePar: null,
    version: 1,
    ...valeurs,
  };
}

describe('contract schemas (issue 11 POST /bureaux/{id}/bordereaux, annulation, queries)', () => {
  const d = { id: 1, version: 1 };
  it('creation: a requester and 1..98 distinct files each at its version, French messages naming the field', () => {
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
    expect(MESSAGE_TROP_DE_DOSSIERS).toContain('98');
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

describe('billable rule (issue 11: requisition, report validated, not billed, requester, amount)', () => {
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

describe('billing limit: one year from the examination (warned from 11 months)', () => {
  it('months are calendar months, the day clamped to the month end', () => {
    expect(isoDepuisJour(ajouterMois(jour('2026-01-31'), 1))).toBe('2026-02-28');
    expect(isoDepuisJour(ajouterMois(jour('2028-01-31'), 1))).toBe('2028-02-29');
    expect(isoDepuisJour(ajouterMois(jour('2026-03-15'), -15))).toBe('2024-12-15');
    expect(isoDepuisJour(ajouterMois(jour('2026-12-10'), 1))).toBe('2027-01-10');
  });

  it("'proche' from 11 months after the exam, 'depassee' once the limit day (exam + 12 months - 1 day) is past", () => {
    const examen = jour('2025-10-02');
    const d = { ...dossier({ examenDate: formatDateFr(examen) }) };
    expect(isoDepuisJour(limiteFacturation(examen))).toBe('2026-10-01');
    expect(alerteLimiteFacturation(d, jour('2026-09-01'))).toBeNull();
    expect(alerteLimiteFacturation(d, jour('2026-09-02'))).toBe('proche');
    expect(alerteLimiteFacturation(d, jour('2026-10-01'))).toBe('proche');
    expect(alerteLimiteFacturation(d, jour('2026-10-02'))).toBe('depassee');
  });

  it('only validated, unbilled files with an exam date are warned', () => {
    const tard = jour('2027-01-01');
    expect(
      alerteLimiteFacturation(dossier({ examenDate: '02/10/2025' }, STATUT.rapportEnCours), tard),
    ).toBeNull();
    expect(
      alerteLimiteFacturation(dossier({ examenDate: '02/10/2025', bordereauNumero: '2025-0001' }), tard),
    ).toBeNull();
    expect(alerteLimiteFacturation(dossier({ examenDate: null }), tard)).toBeNull();
    expect(alerteLimiteFacturation(dossier({ examenDate: '31/02/2025' }), tard)).toBeNull();
    expect(
      alerteLimiteFacturation({ ...dossier({ examenDate: '02/10/2025' }), statut: null }, tard),
    ).toBeNull();
  });

  it('alerts stay listed 3 months past the limit; the query reads appointment days 11 to 16 months back', () => {
    const aujourdhui = jour('2026-11-23');
    expect(alerteAffichee({ examenDate: '23/08/2025' }, aujourdhui)).toBe(true);
    expect(alerteAffichee({ examenDate: '22/08/2025' }, aujourdhui)).toBe(false);
    expect(alerteAffichee({ examenDate: null }, aujourdhui)).toBe(false);
    const { du, au } = periodeAlertes(aujourdhui);
    expect([isoDepuisJour(du), isoDepuisJour(au)]).toEqual(['2025-07-23', '2025-12-23']);
  });
});

describe('printable bordereau (pdfmake definition, pure data)', () => {
  const lignes = [ligne(8050, 1610), ligne(5750, 0)];

  it('header, requester identifiers, one row per file, totals; no URL nor file reference', () => {
    const doc = documentBordereau(bordereau(lignes), {
      nom: 'UMJ Argenteuil',
      logoDataUrl: 'data:image/png;base64,AAAA',
    });
    const texte = JSON.stringify(doc);
    expect(doc.info.title).toBe('Bordereau de frais de justice n° 2026-0042');
    expect(doc.defaultStyle.font).toBe('Roboto');
    expect(doc.watermark).toBeUndefined();
    for (const attendu of [
      'UMJ Argenteuil',
      'Parquet',
      'SIRET : 44306184100047',
      'Code service : SJ-95',
      'PV 2026/123',
      'D. M.',
      '01/10/2026',
      '23/11/2026',
      'Claire Martin',
    ]) {
      expect(texte).toContain(attendu);
    }
    expect(texte).toContain(JSON.stringify(eurosImprimes(centimes(15410))));
    expect(texte).toContain('data:image/png;base64,AAAA');
    expect(texte).not.toMatch(/https?:|file:/);
    expect(texte).not.toContain('DUPONT');
  });

  it('a logo that is not a data URL is left out; a requester without identifiers prints its name only; missing dates print empty', () => {
    const sansDates = { ...ligne(100, 0), examenDate: null, requisitionDate: '' };
    const doc = documentBordereau(
      bordereau([sansDates], {
        requerant: { ...requerant, type: '', siret: '', codeService: '', adresse: '' },
      }),
      { nom: 'UMJ', logoDataUrl: 'https://exemple.fr/logo.png' },
    );
    const texte = JSON.stringify(doc);
    expect(texte).not.toContain('exemple.fr');
    expect(texte).not.toContain('SIRET');
    expect(texte).not.toContain('01/10/2026');
    expect(JSON.stringify(documentBordereau(bordereau(lignes), { nom: 'UMJ' }))).not.toContain('"image"');
  });

  it("a cancelled bordereau carries an 'ANNULÉ' watermark and its cancellation date", () => {
    const annule = documentBordereau(
      bordereau(lignes, { statut: 'annule', annuleLe: '2026-11-24T10:00:00.000Z' }),
      {
        nom: 'UMJ',
      },
    );
    expect(annule.watermark?.text).toBe('ANNULÉ');
    expect(JSON.stringify(annule)).toContain('Annulé le 24/11/2026');
    const sansDate = documentBordereau(bordereau(lignes, { statut: 'annule' }), { nom: 'UMJ' });
    expect(JSON.stringify(sansDate)).not.toContain('Annulé le');
  });

  it('amounts on paper use plain no-break spaces (the narrow one is not in every font)', () => {
    expect(eurosImprimes(centimes(123450))).toBe('1\u00a0234,50\u00a0€');
  });
});

describe('Chorus Pro export (grouped memo of court fees)', () => {
  const b = bordereau([
    ligne(8050, 1610),
    { ...ligne(5750, 0), examenDate: null, requisitionNumero: '=1+1' },
  ]);

  it('one row per requisition with the recipient identifiers; JSON in cents', () => {
    expect(lignesExportChorus(b)[0]).toEqual({
      numeroBordereau: '2026-0042',
      dateBordereau: '2026-11-23',
      siretDestinataire: '44306184100047',
      codeServiceDestinataire: 'SJ-95',
      nomDestinataire: 'Parquet de Pontoise',
      numeroRequisition: 'PV 2026/123',
      dateRequisition: '2026-10-01',
      dateExamen: '2026-10-02',
      acte: 'ITT',
      montantHT: 8050,
      montantTVA: 1610,
      montantTTC: 9660,
    });
    expect(lignesExportChorus(b)[1]!.dateExamen).toBe('');
    expect(exportChorus(b)).toMatchObject({
      numeroBordereau: '2026-0042',
      statut: 'emis',
      devise: 'EUR',
      destinataire: { siret: '44306184100047', codeService: 'SJ-95', type: 'parquet' },
      totalHT: 13800,
      totalTVA: 1610,
      totalTTC: 15410,
    });
  });

  it('CSV: BOM, French headers, ";", CRLF, euros with a decimal comma, formulas neutralised', () => {
    const csv = csvExportChorus(b);
    expect(csv.startsWith('\ufeffNuméro de bordereau;Date du bordereau;SIRET du destinataire;')).toBe(true);
    const lignes = csv.slice(1).split('\r\n');
    expect(lignes).toHaveLength(4);
    expect(lignes[0]!.split(';')).toHaveLength(COLONNES_CSV_CHORUS.length);
    expect(lignes[1]).toBe(
      '2026-0042;2026-11-23;44306184100047;SJ-95;Parquet de Pontoise;PV 2026/123;2026-10-01;2026-10-02;ITT;80,50;16,10;96,60',
    );
    expect(lignes[2]).toContain(";'=1+1;");
    expect(lignes[3]).toBe('');
  });

  it('fields and amounts', () => {
    expect(champCsv('a;b')).toBe('"a;b"');
    expect(champCsv('dit "x"')).toBe('"dit ""x"""');
    expect(champCsv('l1\nl2')).toBe('"l1\nl2"');
    expect(champCsv('"q";')).toBe('"""q"";"');
    expect(champCsv('-12')).toBe("'-12");
    expect(montantCsv(centimes(5))).toBe('0,05');
    expect(montantCsv(centimes(-123456))).toBe('-1234,56');
    expect(nomFichierBordereau('2026-0042', 'pdf')).toBe('bordereau-2026-0042.pdf');
    expect(nomFichierBordereau('2026-0042', 'csv')).toBe('chorus-2026-0042.csv');
  });
});
