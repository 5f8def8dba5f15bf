// The path of an office-scoped call: the office id encoded, the parameters given a value in order,
// the empty ones left out, no "?" without parameters.
import { describe, expect, it } from 'vitest';
import { cheminBureau } from './par-bureau.ts';

describe('cheminBureau', () => {
  it('builds /bureaux/{id}/{resource} with the non-empty parameters only', () => {
    expect(
      cheminBureau('b-arg', 'statistiques', { du: '2026-01-01', au: '2026-03-31', examinateur: undefined }),
    ).toBe('/bureaux/b-arg/statistiques?du=2026-01-01&au=2026-03-31');
    expect(cheminBureau('a/b', 'comptabilite')).toBe('/bureaux/a%2Fb/comptabilite');
  });
});
