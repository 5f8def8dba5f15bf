// docs/product-rules.md#entities (Roles) and docs/product-rules.md#access (Roles and permissions).
export const ROLES = [
  'aucun',
  'administrateur',
  'secretariat',
  'secretariat-externe',
  'medecin',
  'psychologue',
] as const;
export type Role = (typeof ROLES)[number];

/** Role groups of docs/product-rules.md#access. */
export const ROLE_GROUPS = {
  admin: ['administrateur'],
  secretariat: ['administrateur', 'secretariat'],
  anySecretariat: ['administrateur', 'secretariat', 'secretariat-externe'],
  examiner: ['medecin', 'psychologue'],
  doctor: ['medecin'],
  psychologist: ['psychologue'],
} as const satisfies Record<string, readonly Role[]>;
export type RoleGroup = keyof typeof ROLE_GROUPS;

export const ROLE_LABELS: Record<Role, string> = {
  aucun: 'Aucun',
  administrateur: 'Administrateur',
  secretariat: 'Secrétariat',
  'secretariat-externe': 'Secrétariat externe',
  medecin: 'Médecin',
  psychologue: 'Psychologue',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * docs/product-rules.md#access (Access check): a requirement passes when none is given; with an array of roles any match
 * passes; an empty role list passes only when no roles are required.
 */
export function checkRoleRequirement(
  required: readonly Role[] | Role | undefined | null,
  userRoles: readonly Role[] | Role | undefined | null,
): boolean {
  const req = required == null ? [] : Array.isArray(required) ? required : [required as Role];
  if (req.length === 0) return true;
  const have = userRoles == null ? [] : Array.isArray(userRoles) ? userRoles : [userRoles as Role];
  return have.some((r) => req.includes(r));
}

export function inGroup(role: Role | undefined | null, group: RoleGroup): boolean {
  return role != null && (ROLE_GROUPS[group] as readonly Role[]).includes(role);
}
