// docs/product-rules.md#product, docs/product-rules.md#screens (shell), docs/product-rules.md#access: the named offices, a user's working office and the offices a user may see.
// No zod here: the SPA's route guard imports it before any page (first load); the office
// schemas live in bureau.ts, which re-exports this module. Names (docs/architecture.md#names): the
// product's rules of the named and working office in French (bureauNomme, bureauDeTravail, travailleA),
// the access checks in the English of the access layer (isUnrestricted, visibleBureaux, canSeeBureau,
// as canAccess and isRole of roles.ts).

export const BUREAU_NAMES = {
  argenteuil: 'Argenteuil',
  chartres: 'Chartres',
  parisNord: 'Paris Nord',
} as const;

export type BureauKind = keyof typeof BUREAU_NAMES;

/**
 * Which named office of the product a name designates. Choice (spec silent): names are compared
 * trimmed, case-insensitively and without accents, so 'paris nord' and 'Paris  Nord' match too.
 */
export function bureauNomme(nom: string | null | undefined): BureauKind | undefined {
  const key = normalizeNom(nom ?? '');
  return (Object.keys(BUREAU_NAMES) as BureauKind[]).find((k) => normalizeNom(BUREAU_NAMES[k]) === key);
}

function normalizeNom(nom: string): string {
  return nom
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

interface WithBureaux {
  role?: string;
  bureaux: readonly { id: string; nom: string }[];
}

/** docs/product-rules.md#product: the first office of a user is the working office; none for an unrestricted user. */
export function bureauDeTravail(
  user: WithBureaux | null | undefined,
): { id: string; nom: string } | undefined {
  return user?.bureaux[0];
}

/** True when the user's working office (first office) is the named office. */
export function travailleA(user: WithBureaux | null | undefined, kind: BureauKind): boolean {
  return bureauNomme(bureauDeTravail(user)?.nom) === kind;
}

/**
 * docs/product-rules.md#access: a user without any office restriction sees every office. Choice (health data must never
 * leak across offices): only an administrator without office is unrestricted. Any other role without
 * an office — e.g. a new account given a role before its offices — sees no office at all, rather
 * than all of them.
 */
export function isUnrestricted(user: WithBureaux): boolean {
  return user.role === 'administrateur' && user.bureaux.length === 0;
}

/**
 * docs/product-rules.md#screens (office selector) and docs/product-rules.md#access: the offices a user may see and select: the user's offices, or
 * all offices when the user has no office restriction. Keeps the order of `allBureaux`.
 */
export function visibleBureaux<T extends { id: string }>(
  user: WithBureaux | null | undefined,
  allBureaux: readonly T[],
): T[] {
  if (user == null) return [];
  if (isUnrestricted(user)) return [...allBureaux];
  const ids = new Set(user.bureaux.map((b) => b.id));
  return allBureaux.filter((b) => ids.has(b.id));
}

/** docs/product-rules.md#access: whether the user may see the data of one office (server-side office scope check). */
export function canSeeBureau(user: WithBureaux | null | undefined, bureauId: string): boolean {
  if (user == null) return false;
  return isUnrestricted(user) || user.bureaux.some((b) => b.id === bureauId);
}

/** docs/product-rules.md#screens: tint of the mini-sidebar-toggle layout per office, each at 10% opacity. */
export const BUREAU_TINTS = {
  argenteuil: 'rgba(255, 0, 0, 0.1)',
  chartres: 'rgba(0, 128, 0, 0.1)',
  parisNord: 'rgba(0, 0, 255, 0.1)',
  autre: 'rgba(255, 255, 255, 0.1)',
} as const satisfies Record<BureauKind | 'autre', string>;

/**
 * docs/product-rules.md#screens: page-background tint of the mini-sidebar-toggle layout, only when the user has exactly one
 * office (red Argenteuil, green Chartres, blue Paris Nord, white any other); undefined otherwise.
 */
export function miniSidebarTint(user: WithBureaux | null | undefined): string | undefined {
  if (user?.bureaux.length !== 1) return undefined;
  return BUREAU_TINTS[bureauNomme(user.bureaux[0]?.nom) ?? 'autre'];
}
