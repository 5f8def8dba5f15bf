import { describe, expect, it } from 'vitest';
import {
  analyserRecherche,
  nomCommencePar,
  normaliserNom,
  rechercherDossiers,
  type DossierCherchable,
} from '../src/recherche.ts';

const d = (nom: string, v: Partial<DossierCherchable> = {}): DossierCherchable => ({
  nom,
  notes: '',
  requisitionFournie: false,
  examenType: null,
  commissariat: null,
  examinateur: null,
  statut: null,
  ...v,
});
const DOSSIERS = [
  d('Dupont', { examenType: { nom: 'ITT' }, requisitionFournie: true }),
  d('Durand', { commissariat: { nom: 'Commissariat de Sarcelles' } }),
  d('Martin', { examinateur: { nomComplet: 'Dr Élodie Bernard' }, statut: { nom: 'Rapport validé' } }),
  d('Petit', { notes: 'rappeler la famille', requisitionFournie: true }),
];
const noms = (texte: string) => rechercherDossiers(DOSSIERS, texte).map((x) => x.nom);

describe('search: search', () => {
  it('search: text is upper-cased and matched against the listed fields', () => {
    expect(noms('dupont')).toEqual(['Dupont']);
    expect(noms('itt')).toEqual(['Dupont']);
    expect(noms('sarcelles')).toEqual(['Durand']);
    expect(noms('élodie')).toEqual(['Martin']);
    expect(noms('validé')).toEqual(['Martin']);
    expect(noms('FAMILLE')).toEqual(['Petit']);
    expect(noms('du')).toEqual(['Dupont', 'Durand']);
  });

  it('search: an empty text keeps every file', () => {
    expect(noms('')).toHaveLength(4);
    expect(noms('   ')).toHaveLength(4);
  });

  it('search, several words: each must be found (choice)', () => {
    expect(noms('dupont itt')).toEqual(['Dupont']);
    expect(noms('dupont sarcelles')).toEqual([]);
  });

  it.each([['réquisition'], ['requisition'], ['RÉQUISITION'], ['Requisition']])(
    "search: '%s' is removed and keeps only files with requisitionFournie",
    (mot) => {
      expect(noms(mot)).toEqual(['Dupont', 'Petit']);
      expect(noms(`${mot} petit`)).toEqual(['Petit']);
      expect(noms(`durand ${mot}`)).toEqual([]);
    },
  );

  it('search: analysis of the text', () => {
    expect(analyserRecherche('Dupont réquisition itt')).toEqual({
      mots: ['DUPONT', 'ITT'],
      avecRequisition: true,
    });
    expect(analyserRecherche('dupont')).toEqual({ mots: ['DUPONT'], avecRequisition: false });
  });

  it('name search (docs/data-model.md#list-indexes): lower-case, accents removed, spaces, hyphens and marks one space', () => {
    expect(normaliserNom("  Le Gall-Dupré  d'Aulnay ")).toBe('le gall dupre d aulnay');
    expect(normaliserNom('ÉLODIE#MARTIN')).toBe('elodie martin');
    expect(normaliserNom('--')).toBe('');
  });

  it('name search: a file matches when its normalised name starts with the normalised text', () => {
    expect(nomCommencePar('LE GALL-DUPRÉ Anne', 'le gall dup')).toBe(true);
    expect(nomCommencePar('Dupont', 'DUPONT jean')).toBe(false);
    expect(nomCommencePar('Martin Dupont', 'dupont')).toBe(false);
  });
});
