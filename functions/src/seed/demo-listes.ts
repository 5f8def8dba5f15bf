// Demo reference lists (Demo data): police stations of the offices' areas with their sectors,
// requesters (courts, prosecutors, police and gendarmerie units), report types and three blank
// documents stored in the files bucket. Everything is fictitious: addresses are made up, phone numbers
// are in the ranges ARCEP reserves for fiction (01 99 00 …, 02 61 91 …), SIRET numbers use the SIREN
// 00000000x that INSEE never assigns (they pass the Luhn check), e-mails are under .example.
// Idempotent with stable ids: one Query per list partition finds what exists, the rest is written in
// transactions of up to 100 items (DynamoDB Local is slow).
import {
  TYPES_FICHIER_DOCUMENT,
  type Commissariat,
  type DocumentVierge,
  type DpRapport,
  type Fichier,
  type Requerant,
} from '@umj/shared/listes';
import { VERSION_INITIALE } from '@umj/shared/version';
import { lireBureaux } from '../data/bureaux.ts';
import {
  creerEntrees,
  idEntreeDuBureau,
  listerEntrees,
  LISTES,
  type Entree,
  type Liste,
} from '../data/listes.ts';
import { AlreadyExistsError } from '../errors.ts';
import { putFile } from '../lib/adapters/files-storage.ts';
import { errorFields, logger } from '../lib/adapters/logger.ts';
import type { DemoBureauId } from './demo-accounts.ts';

type SansMeta<T> = Omit<T, 'id' | 'version' | 'bureau'>;

interface DemoCommissariat extends SansMeta<Commissariat> {
  slug: string;
}

const commissariat = (
  slug: string,
  nom: string,
  secteur: Commissariat['secteur'],
  adresse: string,
  telephone: string,
): DemoCommissariat => ({
  slug,
  nom,
  secteur,
  adresse,
  telephone,
  email: `accueil.${slug}@commissariat.example`,
  notes: '',
});

export const DEMO_COMMISSARIATS: Record<DemoBureauId, readonly DemoCommissariat[]> = {
  argenteuil: [
    commissariat(
      'argenteuil',
      "Commissariat d'Argenteuil",
      '95',
      '12 boulevard Léon Feix, 95100 Argenteuil',
      '01 99 00 01 01',
    ),
    commissariat(
      'sarcelles',
      'Commissariat de Sarcelles',
      '95',
      '4 avenue du 8 Mai 1945, 95200 Sarcelles',
      '01 99 00 01 02',
    ),
    commissariat('cergy', 'Commissariat de Cergy', '95', '2 place des Arts, 95000 Cergy', '01 99 00 01 03'),
    commissariat(
      'pontoise',
      'Commissariat de Pontoise',
      '95',
      '7 rue de Rouen, 95300 Pontoise',
      '01 99 00 01 04',
    ),
    commissariat(
      'gonesse',
      'Commissariat de Gonesse',
      '95',
      '15 rue de Paris, 95500 Gonesse',
      '01 99 00 01 05',
    ),
    commissariat('ermont', "Commissariat d'Ermont", '95', '9 rue de la Gare, 95120 Ermont', '01 99 00 01 06'),
    commissariat(
      'bezons',
      'Commissariat de Bezons',
      '95',
      '21 rue Édouard Vaillant, 95870 Bezons',
      '01 99 00 01 07',
    ),
    commissariat(
      'garges',
      'Commissariat de Garges-lès-Gonesse',
      '95',
      '3 avenue du Général de Gaulle, 95140 Garges-lès-Gonesse',
      '01 99 00 01 08',
    ),
    commissariat(
      'montmorency',
      'Commissariat de Montmorency',
      '95',
      '18 rue Carnot, 95160 Montmorency',
      '01 99 00 01 09',
    ),
    commissariat(
      'versailles',
      'Commissariat de Versailles',
      '78',
      '6 avenue de Paris, 78000 Versailles',
      '01 99 00 02 01',
    ),
    commissariat(
      'mantes',
      'Commissariat de Mantes-la-Jolie',
      '78',
      '11 boulevard du Maréchal Juin, 78200 Mantes-la-Jolie',
      '01 99 00 02 02',
    ),
    commissariat(
      'saint-germain',
      'Commissariat de Saint-Germain-en-Laye',
      '78',
      '5 rue du Vieil Abreuvoir, 78100 Saint-Germain-en-Laye',
      '01 99 00 02 03',
    ),
    commissariat(
      'sartrouville',
      'Commissariat de Sartrouville',
      '78',
      '27 avenue Jean Jaurès, 78500 Sartrouville',
      '01 99 00 02 04',
    ),
    commissariat(
      'poissy',
      'Commissariat de Poissy',
      'Poi',
      '8 boulevard Devaux, 78300 Poissy',
      '01 99 00 02 05',
    ),
    commissariat(
      'nanterre',
      'Commissariat de Nanterre',
      '92',
      '14 rue des Trois Fontanot, 92000 Nanterre',
      '01 99 00 03 01',
    ),
    commissariat(
      'colombes',
      'Commissariat de Colombes',
      '92',
      '2 rue du Bournard, 92700 Colombes',
      '01 99 00 03 02',
    ),
    commissariat(
      'gennevilliers',
      'Commissariat de Gennevilliers',
      '92',
      '10 avenue Gabriel Péri, 92230 Gennevilliers',
      '01 99 00 03 03',
    ),
    commissariat(
      'la-defense',
      'Commissariat de La Défense',
      'DD',
      '1 parvis de La Défense, 92800 Puteaux',
      '01 99 00 03 04',
    ),
    commissariat(
      'bobigny',
      'Commissariat de Bobigny',
      '93',
      '45 rue de la République, 93000 Bobigny',
      '01 99 00 04 01',
    ),
    commissariat(
      'saint-denis',
      'Commissariat de Saint-Denis',
      '93',
      '20 rue Jean Jaurès, 93200 Saint-Denis',
      '01 99 00 04 02',
    ),
    commissariat(
      'aubervilliers',
      "Commissariat d'Aubervilliers",
      '93',
      '16 rue Réchossière, 93300 Aubervilliers',
      '01 99 00 04 03',
    ),
    commissariat(
      'montreuil',
      'Commissariat de Montreuil',
      '93',
      '24 rue Franklin, 93100 Montreuil',
      '01 99 00 04 04',
    ),
  ],
  chartres: [
    commissariat(
      'chartres',
      'Commissariat de Chartres',
      '',
      '57 rue du Docteur Maunoury, 28000 Chartres',
      '02 61 91 00 01',
    ),
    commissariat('luce', 'Commissariat de Lucé', '', '3 rue de la Mairie, 28110 Lucé', '02 61 91 00 02'),
    commissariat('dreux', 'Commissariat de Dreux', '', '12 rue de Châteaudun, 28100 Dreux', '02 61 91 00 03'),
    commissariat(
      'vernouillet',
      'Commissariat de Vernouillet',
      '',
      '4 place de la Mairie, 28500 Vernouillet',
      '02 61 91 00 04',
    ),
  ],
  'paris-nord': [
    commissariat(
      'paris-17',
      'Commissariat du 17e arrondissement',
      'Nord',
      '19 rue Truffaut, 75017 Paris',
      '01 99 00 05 01',
    ),
    commissariat(
      'paris-18',
      'Commissariat du 18e arrondissement',
      'Nord',
      '79 rue de Clignancourt, 75018 Paris',
      '01 99 00 05 02',
    ),
    commissariat(
      'paris-19',
      'Commissariat du 19e arrondissement',
      'Nord',
      '3 rue Erik Satie, 75019 Paris',
      '01 99 00 05 03',
    ),
    commissariat(
      'paris-20',
      'Commissariat du 20e arrondissement',
      'Nord',
      '48 avenue Gambetta, 75020 Paris',
      '01 99 00 05 04',
    ),
    commissariat(
      'paris-8',
      'Commissariat du 8e arrondissement',
      'Sud',
      '1 avenue du Général Eisenhower, 75008 Paris',
      '01 99 00 05 05',
    ),
    commissariat(
      'paris-9',
      'Commissariat du 9e arrondissement',
      'Sud',
      '14 bis rue Chauchat, 75009 Paris',
      '01 99 00 05 06',
    ),
    commissariat(
      'paris-10',
      'Commissariat du 10e arrondissement',
      'Sud',
      '26 rue Louis Blanc, 75010 Paris',
      '01 99 00 05 07',
    ),
    commissariat(
      'gare-du-nord',
      'Commissariat de la Gare du Nord',
      'Sud',
      '18 rue de Dunkerque, 75010 Paris',
      '01 99 00 05 08',
    ),
  ],
};

interface DemoRequerant extends SansMeta<Requerant> {
  slug: string;
}

export const DEMO_REQUERANTS: Record<DemoBureauId, readonly DemoRequerant[]> = {
  argenteuil: [
    {
      slug: 'tj-pontoise',
      nom: 'Tribunal judiciaire de Pontoise',
      type: 'tribunal-judiciaire',
      adresse: '3 rue Victor Hugo, 95300 Pontoise',
      siret: '00000000100016',
      codeService: 'TJ-PONTOISE-FJ',
      notes: '',
    },
    {
      slug: 'parquet-pontoise',
      nom: 'Parquet de Pontoise',
      type: 'parquet',
      adresse: '3 rue Victor Hugo, 95300 Pontoise',
      siret: '00000000200014',
      codeService: 'PR-PONTOISE',
      notes: '',
    },
    {
      slug: 'parquet-versailles',
      nom: 'Parquet de Versailles',
      type: 'parquet',
      adresse: '5 place André Mignot, 78000 Versailles',
      siret: '00000000300012',
      codeService: 'PR-VERSAILLES',
      notes: '',
    },
    {
      slug: 'parquet-nanterre',
      nom: 'Parquet de Nanterre',
      type: 'parquet',
      adresse: '179 avenue Joliot-Curie, 92000 Nanterre',
      siret: '00000000400010',
      codeService: 'PR-NANTERRE',
      notes: '',
    },
    {
      slug: 'parquet-bobigny',
      nom: 'Parquet de Bobigny',
      type: 'parquet',
      adresse: '173 avenue Paul Vaillant-Couturier, 93000 Bobigny',
      siret: '00000000500017',
      codeService: 'PR-BOBIGNY',
      notes: '',
    },
    {
      slug: 'dtpn-95',
      nom: "Direction territoriale de la police nationale du Val-d'Oise",
      type: 'police',
      adresse: '1 rue de la Préfecture, 95000 Cergy',
      siret: '00000000600015',
      codeService: '',
      notes: '',
    },
  ],
  chartres: [
    {
      slug: 'tj-chartres',
      nom: 'Tribunal judiciaire de Chartres',
      type: 'tribunal-judiciaire',
      adresse: '2 boulevard Chasles, 28000 Chartres',
      siret: '00000000700013',
      codeService: 'TJ-CHARTRES-FJ',
      notes: '',
    },
    {
      slug: 'parquet-chartres',
      nom: 'Parquet de Chartres',
      type: 'parquet',
      adresse: '2 boulevard Chasles, 28000 Chartres',
      siret: '00000000800011',
      codeService: 'PR-CHARTRES',
      notes: '',
    },
    {
      slug: 'gendarmerie-28',
      nom: "Groupement de gendarmerie départementale d'Eure-et-Loir",
      type: 'gendarmerie',
      adresse: '10 rue du Maréchal Leclerc, 28000 Chartres',
      siret: '00000000900019',
      codeService: '',
      notes: '',
    },
  ],
  'paris-nord': [
    {
      slug: 'parquet-paris',
      nom: 'Parquet de Paris',
      type: 'parquet',
      adresse: 'Parvis du Tribunal de Paris, 75017 Paris',
      siret: '00000001000017',
      codeService: 'PR-PARIS-FJ',
      notes: '',
    },
  ],
};

export const DEMO_DPRAPPORTS: readonly Omit<DpRapport, 'version'>[] = [
  {
    id: 'demo-certificat-itt',
    nom: 'Certificat médical ITT',
    delaiRemiseJours: 10,
    typesExamen: [1, 23],
    modele: null,
    notes: '',
  },
  {
    id: 'demo-rapport-gav',
    nom: "Rapport d'examen de garde à vue",
    delaiRemiseJours: 1,
    typesExamen: [2, 6, 7, 15, 17, 21],
    modele: null,
    notes: '',
  },
  {
    id: 'demo-rapport-pgav',
    nom: "Rapport d'examen de prolongation de garde à vue",
    delaiRemiseJours: 1,
    typesExamen: [18, 22],
    modele: null,
    notes: '',
  },
  {
    id: 'demo-rapport-psychologique',
    nom: 'Rapport psychologique',
    delaiRemiseJours: 30,
    typesExamen: [],
    modele: null,
    notes: '',
  },
  {
    id: 'demo-levee-de-doute',
    nom: 'Rapport de levée de doute',
    delaiRemiseJours: 2,
    typesExamen: [3, 16],
    modele: null,
    notes: '',
  },
  {
    id: 'demo-ipm',
    nom: 'Certificat de non-admission (IPM)',
    delaiRemiseJours: 1,
    typesExamen: [24, 25],
    modele: null,
    notes: '',
  },
  {
    id: 'demo-prelevements',
    nom: 'Rapport de prélèvements',
    delaiRemiseJours: 5,
    typesExamen: [4, 5, 8, 12],
    modele: null,
    notes: '',
  },
];

/** Stable ids: a blank document's id is the uuid of its storage key. */
export const DEMO_DOCUMENTS_VIERGES: readonly {
  id: string;
  nom: string;
  description: string;
  nomFichier: string;
}[] = [
  {
    id: 'de000000-0000-4000-8000-000000000001',
    nom: 'Certificat médical initial (modèle)',
    description: 'Certificat descriptif des lésions, à compléter par le médecin examinateur.',
    nomFichier: 'certificat-medical-initial.pdf',
  },
  {
    id: 'de000000-0000-4000-8000-000000000002',
    nom: 'Réquisition (formulaire vierge)',
    description: "Formulaire de réquisition à faire remplir par l'autorité requérante.",
    nomFichier: 'requisition-formulaire-vierge.pdf',
  },
  {
    id: 'de000000-0000-4000-8000-000000000003',
    nom: 'Consentement aux prélèvements',
    description: 'Recueil du consentement de la personne examinée avant tout prélèvement.',
    nomFichier: 'consentement-prelevements.pdf',
  },
];

/** A one-page PDF 1.4 with a title and a line of text (Helvetica, WinAnsi), its xref offsets computed. */
export function pdfMinimal(titre: string, ligne: string): Uint8Array {
  const texte = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const contenu = `BT /F1 20 Tf 72 760 Td (${texte(titre)}) Tj 0 -32 Td /F1 11 Tf (${texte(ligne)}) Tj ET`;
  const objets = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(contenu, 'latin1')} >>\nstream\n${contenu}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objets.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objets.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(Buffer.from(pdf, 'latin1'));
}

const PDF = 'application/pdf';
const cleDocument = (id: string) => `documents-vierges/${id}.${TYPES_FICHIER_DOCUMENT[PDF].extension}`;

/** Writes the entries of one partition that are missing (by id); answers how many were written. */
async function ecrireManquantes<T extends Entree>(
  liste: Liste,
  bureauId: string | undefined,
  entrees: readonly T[],
): Promise<T[]> {
  const existantes = new Set((await listerEntrees(liste, bureauId)).map((e) => e.id));
  const manquantes = entrees.filter((e) => !existantes.has(e.id));
  try {
    await creerEntrees(liste, manquantes);
  } catch (error) {
    if (!(error instanceof AlreadyExistsError)) throw error;
    // Another process seeded some of them meanwhile: write the others one by one.
    for (const e of manquantes) {
      await creerEntrees(liste, [e]).catch((err: unknown) => {
        if (!(err instanceof AlreadyExistsError)) throw err;
      });
    }
  }
  return manquantes;
}

export interface ListesSemees {
  commissariats: number;
  requerants: number;
  dprapports: number;
  documentsVierges: number;
}

/** Seeds the four lists (idempotent); answers how many entries were written this time. */
export async function seedDemoListes(now: Date): Promise<ListesSemees> {
  const meta = { version: VERSION_INITIALE, creeLe: now.toISOString(), modifieLe: now.toISOString() };
  const ecrits: ListesSemees = { commissariats: 0, requerants: 0, dprapports: 0, documentsVierges: 0 };
  const bureaux = await lireBureaux(Object.keys(DEMO_COMMISSARIATS));
  for (const { id: bureau } of bureaux) {
    const b = bureau as DemoBureauId;
    const commissariats = DEMO_COMMISSARIATS[b].map(({ slug, ...c }) => ({
      ...c,
      ...meta,
      id: idEntreeDuBureau(b, `demo-${slug}`),
      bureau: b,
    }));
    ecrits.commissariats += (await ecrireManquantes(LISTES.commissariats, b, commissariats)).length;
    const requerants = DEMO_REQUERANTS[b].map(({ slug, ...r }) => ({
      ...r,
      ...meta,
      id: idEntreeDuBureau(b, `demo-${slug}`),
      bureau: b,
    }));
    ecrits.requerants += (await ecrireManquantes(LISTES.requerants, b, requerants)).length;
  }
  ecrits.dprapports = await seedDpRapports(meta);
  ecrits.documentsVierges = await seedDocumentsVierges(meta);
  return ecrits;
}

/**
 * The blank documents: the missing ones' PDF files are stored first, then their items. Without a
 * reachable storage (handler tests that seed without s3rver) they are skipped with a warning.
 */
/** The model file of the demo ITT certificate (a report type with a model: the download has something). */
export const DEMO_MODELE_ITT = {
  dpRapportId: 'demo-certificat-itt',
  cle: 'dprapports/modeles/de000000-0000-4000-8000-0000000000a1.pdf',
  nomFichier: 'modele-certificat-itt.pdf',
  titre: 'Certificat médical ITT (modèle)',
} as const;

/** The report types; the ITT certificate gets its model file when the storage is reachable. */
async function seedDpRapports(meta: { version: number; creeLe: string; modifieLe: string }): Promise<number> {
  const existants = new Set((await listerEntrees(LISTES.dprapports)).map((d) => d.id));
  const manquants = DEMO_DPRAPPORTS.filter((d) => !existants.has(d.id));
  if (manquants.length === 0) return 0;
  let modele: Fichier | null = null;
  if (manquants.some((d) => d.id === DEMO_MODELE_ITT.dpRapportId)) {
    try {
      const pdf = pdfMinimal(DEMO_MODELE_ITT.titre, 'Document fictif de démonstration - UMJ');
      await putFile(DEMO_MODELE_ITT.cle, pdf, PDF);
      modele = {
        cle: DEMO_MODELE_ITT.cle,
        nomFichier: DEMO_MODELE_ITT.nomFichier,
        typeMime: PDF,
        tailleEnOctets: pdf.length,
      };
    } catch (error) {
      logger.warn('modèle de démonstration non déposé (stockage injoignable)', errorFields(error));
    }
  }
  const entrees = manquants.map((d) => ({
    ...d,
    ...meta,
    ...(d.id === DEMO_MODELE_ITT.dpRapportId ? { modele } : {}),
  }));
  return (await ecrireManquantes(LISTES.dprapports, undefined, entrees)).length;
}

async function seedDocumentsVierges(meta: {
  version: number;
  creeLe: string;
  modifieLe: string;
}): Promise<number> {
  const existants = new Set((await listerEntrees(LISTES.documentsVierges)).map((d) => d.id));
  const manquants = DEMO_DOCUMENTS_VIERGES.filter((d) => !existants.has(d.id));
  if (manquants.length === 0) return 0;
  const entrees: (DocumentVierge & Entree & { cle: string })[] = [];
  try {
    for (const d of manquants) {
      const pdf = pdfMinimal(d.nom, 'Document fictif de démonstration - UMJ');
      await putFile(cleDocument(d.id), pdf, PDF);
      entrees.push({ ...d, ...meta, cle: cleDocument(d.id), typeMime: PDF, tailleEnOctets: pdf.length });
    }
  } catch (error) {
    logger.warn('documents vierges de démonstration non déposés (stockage injoignable)', errorFields(error));
    return 0;
  }
  return (await ecrireManquantes(LISTES.documentsVierges, undefined, entrees)).length;
}
