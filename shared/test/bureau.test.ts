import { describe, expect, it } from 'vitest';
import {
  BUREAU_TINTS,
  bureauNomme,
  canSeeBureau,
  suppressionBureauxSchema,
  effectiveSelection,
  isSelectionEmpty,
  isUnrestricted,
  LOGO_TYPES,
  televersementLogoSchema,
  miniSidebarTint,
  parseSelectionBureaux,
  SELECTION_BUREAUX_KEY,
  serializeSelectionBureaux,
  visibleBureaux,
  bureauDeTravail,
  travailleA,
} from '../src/bureau.ts';

const ARG = { id: 'b-arg', nom: 'Argenteuil' };
const CHA = { id: 'b-cha', nom: 'Chartres' };
const PN = { id: 'b-pn', nom: 'Paris Nord' };
const AUTRE = { id: 'b-x', nom: 'Pontoise' };
const ALL = [ARG, CHA, PN, AUTRE];

describe('product: named offices and working office', () => {
  it.each([
    ['Argenteuil', 'argenteuil'],
    ['Chartres', 'chartres'],
    ['Paris Nord', 'parisNord'],
    ['  paris   NORD ', 'parisNord'],
    ['Pâris Nord', 'parisNord'],
    ['Pontoise', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('product, choice: office name %j is %j (trimmed, any case, no accents)', (nom, kind) => {
    expect(bureauNomme(nom)).toBe(kind);
  });

  it('product: the working office is the first office; none for an unrestricted or missing user', () => {
    expect(bureauDeTravail({ bureaux: [PN, ARG] })).toEqual(PN);
    expect(bureauDeTravail({ bureaux: [] })).toBeUndefined();
    expect(bureauDeTravail(null)).toBeUndefined();
    expect(travailleA({ bureaux: [PN, ARG] }, 'parisNord')).toBe(true);
    expect(travailleA({ bureaux: [ARG, PN] }, 'parisNord')).toBe(false);
    expect(travailleA(undefined, 'chartres')).toBe(false);
  });
});

describe('screens, access: visible offices', () => {
  it('access: an administrator without office is unrestricted and sees every office', () => {
    expect(isUnrestricted({ role: 'administrateur', bureaux: [] })).toBe(true);
    expect(visibleBureaux({ role: 'administrateur', bureaux: [] }, ALL)).toEqual(ALL);
  });

  it('access: (choice) any other role without office sees no office, never all of them', () => {
    for (const role of ['aucun', 'secretariat', 'secretariat-externe', 'medecin', 'psychologue', undefined]) {
      expect(isUnrestricted({ role, bureaux: [] })).toBe(false);
      expect(visibleBureaux({ role, bureaux: [] }, ALL)).toEqual([]);
      expect(canSeeBureau({ role, bureaux: [] }, 'b-arg')).toBe(false);
    }
  });

  it("access: a restricted user sees only the user's offices, in the list order", () => {
    expect(isUnrestricted({ bureaux: [PN] })).toBe(false);
    expect(isUnrestricted({ role: 'administrateur', bureaux: [PN] })).toBe(false);
    expect(visibleBureaux({ bureaux: [PN, ARG] }, ALL)).toEqual([ARG, PN]);
  });

  it("access, office scope: an unrestricted user sees any office, a restricted one only the user's", () => {
    expect(canSeeBureau({ role: 'administrateur', bureaux: [] }, 'b-pn')).toBe(true);
    expect(canSeeBureau({ bureaux: [ARG] }, 'b-arg')).toBe(true);
    expect(canSeeBureau({ bureaux: [ARG] }, 'b-pn')).toBe(false);
    expect(canSeeBureau(null, 'b-arg')).toBe(false);
  });

  it('access: an office of the user that no longer exists is not shown; no user sees nothing', () => {
    expect(visibleBureaux({ bureaux: [{ id: 'gone', nom: 'Ancien' }] }, ALL)).toEqual([]);
    expect(visibleBureaux(null, ALL)).toEqual([]);
  });
});

describe('screens: mini-sidebar-toggle tint', () => {
  it.each([
    [ARG, 'rgba(255, 0, 0, 0.1)'],
    [CHA, 'rgba(0, 128, 0, 0.1)'],
    [PN, 'rgba(0, 0, 255, 0.1)'],
    [AUTRE, 'rgba(255, 255, 255, 0.1)'],
  ])('screens: exactly one office %j: tint %s at 10% opacity', (bureau, tint) => {
    expect(miniSidebarTint({ bureaux: [bureau] })).toBe(tint);
  });

  it('screens: no tint with no office, several offices or no user', () => {
    expect(miniSidebarTint({ bureaux: [] })).toBeUndefined();
    expect(miniSidebarTint({ bureaux: [ARG, CHA] })).toBeUndefined();
    expect(miniSidebarTint(null)).toBeUndefined();
  });

  it('screens: every tint is at 10% opacity', () => {
    for (const tint of Object.values(BUREAU_TINTS)) expect(tint).toMatch(/, 0\.1\)$/);
  });
});

describe('screens: selected offices in browser storage', () => {
  it('screens: stored under selectionBureaux as {bureaux:[...]}', () => {
    expect(SELECTION_BUREAUX_KEY).toBe('selectionBureaux');
    const text = serializeSelectionBureaux({ bureaux: ['b-arg', 'b-pn'] });
    expect(JSON.parse(text)).toEqual({ bureaux: ['b-arg', 'b-pn'] });
    expect(parseSelectionBureaux(text)).toEqual({ bureaux: ['b-arg', 'b-pn'] });
  });

  it.each([
    null,
    undefined,
    '',
    'pas du json',
    '[]',
    '{"bureaux":"b-arg"}',
    '{"bureaux":[1]}',
    '{"bureaux":[""]}',
  ])('screens: stored value %j is unusable: the fallback is returned', (raw) => {
    expect(parseSelectionBureaux(raw)).toEqual({ bureaux: [] });
    expect(parseSelectionBureaux(raw, { bureaux: ['x'] })).toEqual({ bureaux: ['x'] });
  });

  it('screens, choice: with nothing stored every visible office is selected', () => {
    expect(effectiveSelection(null, [ARG, CHA])).toEqual({ bureaux: ['b-arg', 'b-cha'] });
    expect(effectiveSelection('{oops', [ARG])).toEqual({ bureaux: ['b-arg'] });
  });

  it('screens: stored offices the user can no longer see are dropped', () => {
    expect(effectiveSelection('{"bureaux":["b-pn","b-arg"]}', [ARG, CHA])).toEqual({ bureaux: ['b-arg'] });
  });

  it('screens: the selector is in error when nothing is selected', () => {
    const empty = effectiveSelection('{"bureaux":[]}', [ARG]);
    expect(empty).toEqual({ bureaux: [] });
    expect(isSelectionEmpty(empty)).toBe(true);
    expect(isSelectionEmpty({ bureaux: ['b-arg'] })).toBe(false);
  });
});

describe('entities, Office.logo: accepted image types', () => {
  it.each(Object.keys(LOGO_TYPES))('entities: accepts %s', (typeMime) => {
    expect(televersementLogoSchema.parse({ typeMime })).toEqual({ typeMime });
  });

  it('entities: refuses any other type with a French message naming the formats', () => {
    const result = televersementLogoSchema.safeParse({ typeMime: 'image/svg+xml' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Le logo doit être une image PNG, JPEG ou WebP');
    expect(LOGO_TYPES['image/jpeg']).toBe('jpg');
  });
});

describe('deleting offices sends the version read of each', () => {
  it('accepts ids with their versions', () => {
    const parsed = suppressionBureauxSchema.safeParse({ ids: ['b-arg'], versions: { 'b-arg': 3 } });
    expect(parsed.success).toBe(true);
  });

  it('refuses an id without its version, naming it', () => {
    const parsed = suppressionBureauxSchema.safeParse({ ids: ['b-arg', 'b-cha'], versions: { 'b-arg': 3 } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ message: 'Version manquante', path: ['versions', 'b-cha'] }),
    ]);
  });
});
