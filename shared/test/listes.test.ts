// docs/product-rules.md#entities (lists: commissariat, requérant, dprapport; payment split) and (Screens and calls:
// fields, upload limits, version on every update and delete). Fields not shown by the spec are our
// reading (listes.ts).
import { describe, expect, it } from 'vitest';
import {
  ACCEPT_DOCUMENTS,
  commissariatSchema,
  contenuConforme,
  creationCommissariatSchema,
  creationDocumentViergeSchema,
  creationDpRapportSchema,
  creationRequerantSchema,
  documentViergeSchema,
  dpRapportSchema,
  fichierSchema,
  filtreBureauxSchema,
  formatTaille,
  MESSAGE_SIRET_CLE,
  MESSAGE_SIRET_FORMAT,
  OCTETS_SIGNATURE,
  requerantSchema,
  requeteBureaux,
  siretValide,
  suppressionEntreeSchema,
  TAILLE_MAX_DOCUMENT_OCTETS,
  telephoneValide,
  televersementSchema,
  typeFichierAccepte,
  libelleTypeFichier,
  libelleTypeRequerant,
  TYPES_FICHIER_DOCUMENT,
  TYPES_REQUERANT,
  modificationCommissariatSchema,
  modificationDpRapportSchema,
  modificationRequerantSchema,
} from '../src/listes.ts';

const firstMessage = (r: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => r.error?.issues[0] && { message: r.error.issues[0].message, path: r.error.issues[0].path.join('.') };

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('every body is strict, every update and delete carries the version read', () => {
  it('an unknown field is refused with a French message naming it', () => {
    expect(
      firstMessage(creationCommissariatSchema.safeParse({ nom: 'X', bureau: 'b', pirate: 1, autre: 2 })),
    ).toEqual({ message: 'Champ non reconnu : pirate, autre', path: '' });
    expect(firstMessage(modificationRequerantSchema.safeParse({ version: 1, id: 'x' }))?.message).toBe(
      'Champ non reconnu : id',
    );
  });

  it('a body that is not an object is refused in French', () => {
    expect(firstMessage(creationRequerantSchema.safeParse('texte'))?.message).toBe(
      'Le corps de la requête doit être un objet JSON',
    );
  });

  it('Data: updates and deletes need the version (shared version contract)', () => {
    for (const schema of [
      modificationCommissariatSchema,
      modificationRequerantSchema,
      modificationDpRapportSchema,
    ]) {
      expect(firstMessage(schema.safeParse({ nom: 'X' }))).toEqual({
        message: 'Version manquante',
        path: 'version',
      });
    }
    expect(suppressionEntreeSchema.parse({ version: 3 })).toEqual({ version: 3 });
    expect(firstMessage(suppressionEntreeSchema.safeParse({ version: 0 }))?.message).toBe('Version invalide');
  });

  it('an update only carries what is sent (no default overwrites a field)', () => {
    expect(modificationCommissariatSchema.parse({ telephone: ' 01 34 00 00 00 ', version: 2 })).toEqual({
      telephone: '01 34 00 00 00',
      version: 2,
    });
    expect(modificationDpRapportSchema.parse({ version: 1 })).toEqual({ version: 1 });
  });
});

describe('screens, office selection: the office-scoped lists are read for the selected offices', () => {
  it('screens: ?bureaux=id1,id2 gives the ids (trimmed, empty ones dropped); absent gives no narrowing', () => {
    expect(filtreBureauxSchema.parse({ bureaux: 'argenteuil, paris-nord,,' })).toEqual({
      bureaux: ['argenteuil', 'paris-nord'],
    });
    expect(filtreBureauxSchema.parse({})).toEqual({});
    expect(firstMessage(filtreBureauxSchema.safeParse({ bureaux: 'x'.repeat(4001) }))).toEqual({
      message: 'Liste de bureaux invalide',
      path: 'bureaux',
    });
    expect(requeteBureaux(['argenteuil', 'a,b'])).toBe('bureaux=argenteuil,a%2Cb');
  });
});

describe('entities: police stations (commissariat)', () => {
  it('entities: a police station needs a name and an office; sector, address, phone, e-mail, notes default to empty', () => {
    expect(
      creationCommissariatSchema.parse({ nom: ' Commissariat de Sarcelles ', bureau: 'argenteuil' }),
    ).toEqual({
      nom: 'Commissariat de Sarcelles',
      secteur: '',
      bureau: 'argenteuil',
      adresse: '',
      telephone: '',
      email: '',
      notes: '',
    });
  });

  it('entities: the sector is one of the spec sector list; name and office are required (French message, field)', () => {
    const base = { nom: 'X', bureau: 'b' };
    expect(firstMessage(creationCommissariatSchema.safeParse({ ...base, secteur: '75' }))).toEqual({
      message: 'Veuillez choisir un secteur',
      path: 'secteur',
    });
    expect(creationCommissariatSchema.parse({ ...base, secteur: 'Nord' }).secteur).toBe('Nord');
    expect(firstMessage(creationCommissariatSchema.safeParse({ bureau: 'b' }))).toEqual({
      message: 'Veuillez entrer le nom du commissariat',
      path: 'nom',
    });
    expect(firstMessage(creationCommissariatSchema.safeParse({ nom: 'X', bureau: ' ' }))).toEqual({
      message: 'Veuillez choisir un bureau',
      path: 'bureau',
    });
    expect(
      firstMessage(creationCommissariatSchema.safeParse({ ...base, nom: 'x'.repeat(121) }))?.message,
    ).toBe('Le nom du commissariat ne doit pas dépasser 120 caractères');
  });

  it('phone and e-mail are checked when given', () => {
    const base = { nom: 'X', bureau: 'b' };
    expect(firstMessage(creationCommissariatSchema.safeParse({ ...base, telephone: '12' }))).toEqual({
      message: 'Le numéro de téléphone est invalide',
      path: 'telephone',
    });
    expect(firstMessage(creationCommissariatSchema.safeParse({ ...base, email: 'pas-une-adresse' }))).toEqual(
      {
        message: "L'adresse e-mail est invalide",
        path: 'email',
      },
    );
    expect(
      creationCommissariatSchema.parse({
        ...base,
        email: 'accueil@commissariat.example',
        telephone: '+33 1 34 00 00 00',
      }),
    ).toMatchObject({ email: 'accueil@commissariat.example', telephone: '+33 1 34 00 00 00' });
  });

  it('French and international phone numbers', () => {
    expect(telephoneValide('01 39 00 00 00')).toBe(true);
    expect(telephoneValide('01.39.00.00.00')).toBe(true);
    expect(telephoneValide('+33 1')).toBe(false);
    expect(telephoneValide('+441234567890')).toBe(true);
    expect(telephoneValide('1 39 00 00 00')).toBe(false);
  });

  it('the item as the API answers it carries its id and version', () => {
    const item = {
      id: 'argenteuil~c1',
      nom: 'Commissariat d’Argenteuil',
      secteur: '95',
      bureau: 'argenteuil',
      adresse: '',
      telephone: '',
      email: '',
      notes: '',
      version: 1,
    };
    expect(commissariatSchema.parse(item)).toEqual(item);
  });
});

describe('requesters (requérant): type, SIRET, Chorus Pro service code', () => {
  it('the five types with their French labels', () => {
    expect(TYPES_REQUERANT.map((t) => t.id)).toEqual([
      'tribunal-judiciaire',
      'parquet',
      'police',
      'gendarmerie',
      'autre',
    ]);
    expect(libelleTypeRequerant('tribunal-judiciaire')).toBe('Tribunal judiciaire');
    expect(libelleTypeRequerant('inconnu')).toBe('');
    expect(libelleTypeRequerant(undefined)).toBe('');
  });

  it('a requester needs a name, an office and a type; the rest defaults to empty', () => {
    expect(
      creationRequerantSchema.parse({ nom: 'Parquet de Pontoise', bureau: 'argenteuil', type: 'parquet' }),
    ).toEqual({
      nom: 'Parquet de Pontoise',
      bureau: 'argenteuil',
      type: 'parquet',
      adresse: '',
      siret: '',
      codeService: '',
      notes: '',
    });
    expect(
      firstMessage(creationRequerantSchema.safeParse({ nom: 'X', bureau: 'b', type: 'mairie' })),
    ).toEqual({
      message: 'Veuillez choisir le type de requérant',
      path: 'type',
    });
    expect(firstMessage(creationRequerantSchema.safeParse({ nom: ' ', bureau: 'b', type: 'autre' }))).toEqual(
      {
        message: 'Veuillez entrer le nom du requérant',
        path: 'nom',
      },
    );
  });

  it('the SIRET has 14 digits (spaces ignored) and a valid Luhn key', () => {
    const base = { nom: 'X', bureau: 'b', type: 'parquet' };
    expect(creationRequerantSchema.parse({ ...base, siret: '443 061 841 00047' }).siret).toBe(
      '44306184100047',
    );
    expect(firstMessage(creationRequerantSchema.safeParse({ ...base, siret: '4430618410004' }))).toEqual({
      message: MESSAGE_SIRET_FORMAT,
      path: 'siret',
    });
    expect(MESSAGE_SIRET_FORMAT).toBe('Le numéro SIRET doit comporter 14 chiffres');
    expect(
      firstMessage(creationRequerantSchema.safeParse({ ...base, siret: '4430618410004A' }))?.message,
    ).toBe(MESSAGE_SIRET_FORMAT);
    expect(firstMessage(creationRequerantSchema.safeParse({ ...base, siret: '44306184100048' }))).toEqual({
      message: MESSAGE_SIRET_CLE,
      path: 'siret',
    });
  });

  it('the Luhn check of a SIRET, and the La Poste exception (sum of digits divisible by 5)', () => {
    expect(siretValide('44306184100047')).toBe(true);
    expect(siretValide('44306184100048')).toBe(false);
    expect(siretValide('123')).toBe(false);
    // La Poste's head office passes Luhn; its establishments pass the sum-of-digits rule.
    expect(siretValide('35600000000048')).toBe(true);
    expect(siretValide('35600000049837')).toBe(true);
    expect(siretValide('35600000049838')).toBe(false);
  });

  it('the Chorus Pro service code is at most 100 characters', () => {
    const base = { nom: 'X', bureau: 'b', type: 'tribunal-judiciaire' };
    expect(creationRequerantSchema.parse({ ...base, codeService: ' FRAIS-JUSTICE ' }).codeService).toBe(
      'FRAIS-JUSTICE',
    );
    expect(
      firstMessage(creationRequerantSchema.safeParse({ ...base, codeService: 'x'.repeat(101) })),
    ).toEqual({
      message: 'Le code service ne doit pas dépasser 100 caractères',
      path: 'codeService',
    });
  });

  it('the item as the API answers it', () => {
    const item = {
      id: 'argenteuil~r1',
      nom: 'Parquet de Pontoise',
      bureau: 'argenteuil',
      type: 'parquet',
      adresse: '',
      siret: '',
      codeService: '',
      notes: '',
      version: 2,
    };
    expect(requerantSchema.parse(item)).toEqual(item);
  });
});

describe('files: the types and the size the storage accepts', () => {
  it('PDF, DOCX, ODT, XLSX, ODS, PNG, JPEG and 20 Mo at most', () => {
    expect(Object.values(TYPES_FICHIER_DOCUMENT).map((t) => t.extension)).toEqual([
      'pdf',
      'docx',
      'odt',
      'xlsx',
      'ods',
      'png',
      'jpg',
    ]);
    expect(TAILLE_MAX_DOCUMENT_OCTETS).toBe(20 * 1024 * 1024);
    expect(typeFichierAccepte(PDF)).toBe(true);
    expect(typeFichierAccepte('application/x-msdownload')).toBe(false);
    expect(typeFichierAccepte('toString')).toBe(false);
    expect(libelleTypeFichier(DOCX)).toBe('Word (DOCX)');
    expect(libelleTypeFichier('text/plain')).toBe('text/plain');
    expect(ACCEPT_DOCUMENTS.split(',')).toEqual(expect.arrayContaining(['.pdf', '.jpeg', '.jpg', PDF, DOCX]));
  });

  it('an upload request names a file of an accepted type and size (French messages, field)', () => {
    const ok = { nomFichier: 'modèle.pdf', typeMime: PDF, tailleEnOctets: 1234 };
    expect(televersementSchema.parse(ok)).toEqual(ok);
    expect(firstMessage(televersementSchema.safeParse({ ...ok, typeMime: 'application/zip' }))).toEqual({
      message:
        'Le fichier doit être un PDF, un document DOCX ou ODT, un tableur XLSX ou ODS, ou une image PNG ou JPEG',
      path: 'typeMime',
    });
    expect(
      firstMessage(televersementSchema.safeParse({ ...ok, tailleEnOctets: TAILLE_MAX_DOCUMENT_OCTETS + 1 })),
    ).toEqual({ message: 'Le fichier ne doit pas dépasser 20 Mo', path: 'tailleEnOctets' });
    expect(firstMessage(televersementSchema.safeParse({ ...ok, tailleEnOctets: 0 }))?.message).toBe(
      'Le fichier est vide',
    );
    expect(firstMessage(televersementSchema.safeParse({ ...ok, nomFichier: '../etc/passwd' }))).toEqual({
      message: 'Le nom du fichier contient un caractère interdit',
      path: 'nomFichier',
    });
    expect(firstMessage(televersementSchema.safeParse({ ...ok, nomFichier: '' }))?.message).toBe(
      'Veuillez choisir un fichier',
    );
  });

  it('a stored file is referenced by its key, name, type and size', () => {
    const f = { cle: 'documents-vierges/x.pdf', nomFichier: 'x.pdf', typeMime: PDF, tailleEnOctets: 10 };
    expect(fichierSchema.parse(f)).toEqual(f);
    expect(firstMessage(fichierSchema.safeParse({ ...f, cle: '' }))).toEqual({
      message: 'Veuillez déposer le fichier',
      path: 'cle',
    });
  });

  it('sizes for people, in French', () => {
    expect(formatTaille(512)).toBe('512 o');
    expect(formatTaille(1536)).toBe('1,5 Ko');
    expect(formatTaille(2048)).toBe('2 Ko');
    expect(formatTaille(3.4 * 1024 * 1024)).toBe('3,4 Mo');
  });

  it('the first bytes must be those of the declared type (PDF, ZIP containers, PNG, JPEG)', () => {
    const bytes = (...b: number[]) => Uint8Array.from(b);
    expect(OCTETS_SIGNATURE).toBe(8);
    expect(contenuConforme(PDF, new TextEncoder().encode('%PDF-1.4'))).toBe(true);
    expect(contenuConforme(PDF, new TextEncoder().encode('MZ\x90\x00'))).toBe(false);
    expect(contenuConforme(DOCX, bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe(true);
    expect(contenuConforme('application/vnd.oasis.opendocument.spreadsheet', bytes(0x25, 0x50))).toBe(false);
    expect(contenuConforme('image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(contenuConforme('image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(contenuConforme('image/jpeg', bytes())).toBe(false);
  });
});

describe('report types (dprapport)', () => {
  it('a report type has a name, a delivery time in days, exam types and an optional model', () => {
    expect(creationDpRapportSchema.parse({ nom: 'Certificat médical ITT', delaiRemiseJours: 10 })).toEqual({
      nom: 'Certificat médical ITT',
      delaiRemiseJours: 10,
      typesExamen: [],
      modele: null,
      notes: '',
    });
    const modele = { cle: 'dprapports/m.pdf', nomFichier: 'm.pdf', typeMime: PDF, tailleEnOctets: 5 };
    expect(
      creationDpRapportSchema.parse({ nom: 'X', delaiRemiseJours: 0, typesExamen: [1, 23], modele }).modele,
    ).toEqual(modele);
  });

  it('the delivery time is a whole number of days, 0 to 365 (French message, field)', () => {
    const base = { nom: 'X' };
    expect(firstMessage(creationDpRapportSchema.safeParse(base))).toEqual({
      message: 'Veuillez entrer le délai de remise en jours',
      path: 'delaiRemiseJours',
    });
    expect(firstMessage(creationDpRapportSchema.safeParse({ ...base, delaiRemiseJours: 1.5 }))?.message).toBe(
      'Le délai de remise doit être un nombre entier de jours',
    );
    expect(firstMessage(creationDpRapportSchema.safeParse({ ...base, delaiRemiseJours: -1 }))?.message).toBe(
      'Le délai de remise ne peut pas être négatif',
    );
    expect(firstMessage(creationDpRapportSchema.safeParse({ ...base, delaiRemiseJours: 366 }))?.message).toBe(
      'Le délai de remise ne doit pas dépasser 365 jours',
    );
  });

  it('exam types are distinct positive ids', () => {
    const base = { nom: 'X', delaiRemiseJours: 1 };
    expect(firstMessage(creationDpRapportSchema.safeParse({ ...base, typesExamen: [1, 1] }))).toEqual({
      message: "Un type d'examen est choisi deux fois",
      path: 'typesExamen',
    });
    expect(firstMessage(creationDpRapportSchema.safeParse({ ...base, typesExamen: [0] }))).toEqual({
      message: "Type d'examen invalide",
      path: 'typesExamen.0',
    });
    expect(firstMessage(creationDpRapportSchema.safeParse({ ...base, typesExamen: 'ITT' }))?.message).toBe(
      "Veuillez choisir les types d'examen",
    );
    expect(
      firstMessage(
        creationDpRapportSchema.safeParse({
          ...base,
          typesExamen: Array.from({ length: 101 }, (_, i) => i + 1),
        }),
      )?.message,
    ).toBe("Veuillez choisir au plus 100 types d'examen");
  });

  it('the notes are limited in length; the item carries id and version', () => {
    expect(
      firstMessage(
        creationDpRapportSchema.safeParse({ nom: 'X', delaiRemiseJours: 1, notes: 'x'.repeat(2001) }),
      ),
    ).toEqual({ message: 'Les notes ne doivent pas dépasser 2000 caractères', path: 'notes' });
    const item = {
      id: 'd1',
      nom: 'X',
      delaiRemiseJours: 1,
      typesExamen: [],
      modele: null,
      notes: '',
      version: 1,
    };
    expect(dpRapportSchema.parse(item)).toEqual(item);
  });
});

describe('blank documents (documents vierges)', () => {
  it('a blank document is created with a name, a description and the uploaded file', () => {
    const body = {
      nom: 'Réquisition (formulaire vierge)',
      cle: 'documents-vierges/x.pdf',
      nomFichier: 'requisition.pdf',
      typeMime: PDF,
      tailleEnOctets: 900,
    };
    expect(creationDocumentViergeSchema.parse(body)).toEqual({ ...body, description: '' });
    expect(firstMessage(creationDocumentViergeSchema.safeParse({ ...body, nom: '' }))).toEqual({
      message: 'Veuillez entrer le nom du document',
      path: 'nom',
    });
    expect(
      firstMessage(creationDocumentViergeSchema.safeParse({ ...body, description: 'x'.repeat(1001) }))
        ?.message,
    ).toBe('La description ne doit pas dépasser 1000 caractères');
    expect(firstMessage(creationDocumentViergeSchema.safeParse({ ...body, cle: undefined }))?.message).toBe(
      'Veuillez déposer le fichier',
    );
  });

  it('the item as the API answers it', () => {
    const item = {
      id: 'x',
      nom: 'Consentement aux prélèvements',
      description: '',
      nomFichier: 'consentement.pdf',
      typeMime: PDF,
      tailleEnOctets: 900,
      creeLe: '2026-11-23T10:00:00.000Z',
      version: 1,
    };
    expect(documentViergeSchema.parse(item)).toEqual(item);
  });
});
