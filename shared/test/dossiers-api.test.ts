import { describe, expect, it } from 'vitest';
import {
  demandePieceSchema,
  modificationPieceSchema,
  EXTENSIONS_PIECES,
  filtreDossiersSchema,
  modificationDossierSchema,
  PIECES,
} from '../src/dossiers-api.ts';

describe('patient-file calls', () => {
  it('list filter: period required and ordered, status a real status or the pseudo-status 3050', () => {
    expect(
      filtreDossiersSchema.safeParse({ du: '2026-11-01', au: '2026-11-30', statut: '3050' }).success,
    ).toBe(true);
    expect(filtreDossiersSchema.safeParse({ du: '2026-11-01', au: '2026-11-30', statut: '35' }).success).toBe(
      false,
    );
    const inverse = filtreDossiersSchema.safeParse({ du: '2026-11-30', au: '2026-11-01' });
    expect(inverse.error?.issues[0]?.path).toEqual(['au']);
    expect(filtreDossiersSchema.safeParse({ au: '2026-11-01' }).error?.issues[0]?.message).toBe(
      'Veuillez entrer la date de début',
    );
  });

  it('list filter: the name searched (nom) needs a letter or a digit once normalised', () => {
    const periode = { du: '2026-11-01', au: '2026-11-30' };
    expect(filtreDossiersSchema.safeParse({ ...periode, nom: 'Le Gall' }).success).toBe(true);
    const vide = filtreDossiersSchema.safeParse({ ...periode, nom: ' - ' });
    expect(vide.error?.issues[0]).toMatchObject({
      path: ['nom'],
      message: 'Le nom cherché doit contenir une lettre ou un chiffre',
    });
  });

  it('a PATCH carries the version read (R3)', () => {
    expect(modificationDossierSchema.safeParse({ nom: 'X' }).error?.issues[0]?.message).toBe(
      'Version manquante',
    );
    expect(modificationDossierSchema.safeParse({ nom: 'X', version: 2 }).success).toBe(true);
  });

  it('attachments: photos JPEG/PNG/WebP/HEIC up to 15 MB, documents PDF/DOCX/ODT up to 20 MB', () => {
    const photo = { genre: 'photo', nom: 'a.jpg', typeMime: 'image/jpeg', tailleEnOctets: 15 * 1024 * 1024 };
    expect(demandePieceSchema.safeParse(photo).success).toBe(true);
    expect(
      demandePieceSchema.safeParse({ ...photo, tailleEnOctets: 15 * 1024 * 1024 + 1 }).error?.issues[0]?.path,
    ).toEqual(['tailleEnOctets']);
    expect(
      demandePieceSchema.safeParse({ ...photo, typeMime: 'application/pdf' }).error?.issues[0]?.path,
    ).toEqual(['typeMime']);
    const doc = {
      genre: 'document',
      nom: 'r.pdf',
      typeMime: 'application/pdf',
      tailleEnOctets: 20 * 1024 * 1024,
    };
    expect(demandePieceSchema.safeParse(doc).success).toBe(true);
    expect(demandePieceSchema.safeParse({ ...doc, typeMime: 'image/gif' }).error?.issues[0]?.message).toBe(
      'Type de document refusé (PDF, DOCX ou ODT)',
    );
    expect(
      demandePieceSchema.safeParse({ ...doc, tailleEnOctets: 20 * 1024 * 1024 + 1 }).error?.issues[0]
        ?.message,
    ).toBe('Document trop volumineux (20 Mo au plus)');
  });

  it('attachment description: trimmed, at most 500 characters, the field named in a French message', () => {
    const photo = { genre: 'photo', nom: 'a.jpg', typeMime: 'image/jpeg', tailleEnOctets: 10 };
    expect(demandePieceSchema.parse(photo).description).toBe('');
    expect(demandePieceSchema.parse({ ...photo, description: '  Plaie  ' }).description).toBe('Plaie');
    const trop = demandePieceSchema.safeParse({ ...photo, description: 'x'.repeat(501) }).error?.issues[0];
    expect(trop?.path).toEqual(['description']);
    expect(trop?.message).toBe('La description ne doit pas dépasser 500 caractères');
    expect(modificationPieceSchema.safeParse({ description: 'x'.repeat(500), version: 1 }).success).toBe(
      true,
    );
    expect(modificationPieceSchema.safeParse({ description: 3, version: 1 }).error?.issues[0]?.message).toBe(
      'La description doit être un texte',
    );
    expect(modificationPieceSchema.safeParse({ description: 'x' }).error?.issues[0]?.path).toEqual([
      'version',
    ]);
  });

  it('every accepted attachment type has the extension its stored name keeps', () => {
    const types = [...PIECES.photo.types, ...PIECES.document.types];
    expect(types.map((t) => EXTENSIONS_PIECES[t])).toEqual([
      'jpg',
      'png',
      'webp',
      'heic',
      'pdf',
      'docx',
      'odt',
    ]);
  });
});
