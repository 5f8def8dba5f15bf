// The side menu as data: groups, collapses and items with their auth and excludedIf rules, and what a
// user sees of it (the tree pruned). Where the current path stands in it is in menu-navigation.ts.
//
// The menu governs VISIBILITY (e.g. the configuration group is admin only), the route table of routes.ts
// governs ACCESS (configuration lists are open to any signed-in user): docs/security.md#access-policy.
import { travailleA } from './bureau-identite.ts';
import { checkRoleRequirement, ROLE_GROUPS, type Role } from './roles.ts';
import { matchRoute } from './routes.ts';
import type { Utilisateur } from './utilisateur.ts';

export type MenuUser = Pick<Utilisateur, 'role' | 'bureaux'>;

/**
 * Office exclusions of docs/product-rules.md#screens/docs/product-rules.md#access. Choice: "Paris Nord" and "at Chartres" refer to the WORKING office,
 * i.e. the user's first office (docs/product-rules.md#product), the same reading as /initialUrl; the offices ticked in the
 * header selector do not change the menu. A user without office is excluded from nothing.
 */
export const EXCLUSIONS = {
  parisNord: (user: MenuUser) => travailleA(user, 'parisNord'),
  externalSecretariatAtChartres: (user: MenuUser) =>
    user.role === 'secretariat-externe' && travailleA(user, 'chartres'),
} as const;
export type ExclusionRule = keyof typeof EXCLUSIONS;

export interface MenuCount {
  value: number;
  /** A PrimeReact badge severity or a CSS colour. */
  color: string;
}

export interface MenuItem {
  readonly type: 'item';
  readonly id: string;
  /** i18n key; `title` is the French default. */
  readonly messageId: string;
  readonly title: string;
  /** primeicons class. */
  readonly icon: string;
  readonly url: string;
  /** Active only on the exact url (pages) rather than on anything below it (bare parents). */
  readonly exact: boolean;
  /** Roles that see the item; undefined = any signed-in user. */
  readonly auth?: readonly Role[];
  readonly excludedIf?: readonly ExclusionRule[];
  /** Badge, filled from the context by `visibleMenu`. */
  readonly count?: MenuCount;
}

export interface MenuCollapse {
  readonly type: 'collapse';
  readonly id: string;
  readonly messageId: string;
  readonly title: string;
  readonly icon: string;
  readonly children: readonly MenuItem[];
}

export interface MenuGroup {
  readonly type: 'group';
  readonly id: string;
  readonly messageId: string;
  readonly title: string;
  readonly children: readonly (MenuItem | MenuCollapse)[];
}

export type MenuEntry = MenuGroup | MenuCollapse | MenuItem;

const { admin, secretariat, anySecretariat, examiner, doctor, psychologist } = ROLE_GROUPS;
const PN: readonly ExclusionRule[] = ['parisNord'];

interface ItemSpec {
  key: string;
  title: string;
  icon: string;
  url: string;
  auth?: readonly Role[];
  excludedIf?: readonly ExclusionRule[];
}

/** `exact` is derived from the route table: a bare parent (redirecting to its list) is not exact. */
function item(group: string, spec: ItemSpec): MenuItem {
  const { key, ...rest } = spec;
  return {
    type: 'item',
    id: `${group}.${key}`,
    messageId: `sidebar.${group}.${key}`,
    exact: matchRoute(spec.url)?.kind !== 'parent',
    ...rest,
  };
}

function collapse(
  group: string,
  key: string,
  title: string,
  icon: string,
  children: MenuItem[],
): MenuCollapse {
  return {
    type: 'collapse',
    id: `${group}.${key}`,
    messageId: `sidebar.${group}.${key}`,
    title,
    icon,
    children,
  };
}

function group(key: string, title: string, children: (MenuItem | MenuCollapse)[]): MenuGroup {
  return { type: 'group', id: key, messageId: `sidebar.${key}`, title, children };
}

const ex = (spec: ItemSpec) => item('examinateur', spec);
const sec = (spec: ItemSpec) => item('secretariat', spec);
const glob = (spec: ItemSpec) => item('global', spec);
const conf = (spec: ItemSpec) => item('configuration', { ...spec, auth: admin });
const adm = (spec: ItemSpec) => item('admin', { ...spec, auth: admin });

/**
 * The side menu of docs/product-rules.md#screens, in its order. Where the menu names no auth (secretariat patient files and
 * RV availabilities) the route table's group applies (any secretariat). The secretariat's two
 * appointment items and two RV-availability items sit in collapses; empty ones are pruned.
 */
export const MENU: readonly MenuGroup[] = [
  group('examinateur', 'Examinateur', [
    ex({
      key: 'rendezVousMedecin',
      title: 'Rendez-vous médecin',
      icon: 'pi pi-calendar',
      url: '/examinateur/rendez-vous/medecin',
      auth: doctor,
      excludedIf: PN,
    }),
    ex({
      key: 'rendezVousPsychologue',
      title: 'Rendez-vous psychologue',
      icon: 'pi pi-calendar',
      url: '/examinateur/rendez-vous/psychologue',
      auth: psychologist,
      excludedIf: PN,
    }),
    ex({
      key: 'demandeDeVisite',
      title: 'Demandes de visite',
      icon: 'pi pi-send',
      url: '/examinateur/demande-de-visite',
      auth: doctor,
    }),
    ex({
      key: 'dossierPatient',
      title: 'Dossiers patients',
      icon: 'pi pi-folder-open',
      url: '/examinateur/dossier-patient',
      auth: examiner,
    }),
    ex({
      key: 'disponibiliteRvMedecin',
      title: 'Disponibilités RV médecin',
      icon: 'pi pi-calendar-clock',
      url: '/examinateur/disponibiliterv/medecin',
      auth: doctor,
      excludedIf: PN,
    }),
    ex({
      key: 'disponibiliteRvPsychologue',
      title: 'Disponibilités RV psychologue',
      icon: 'pi pi-calendar-clock',
      url: '/examinateur/disponibiliterv/psychologue',
      auth: psychologist,
      excludedIf: PN,
    }),
    ex({
      key: 'disponibiliteDv',
      title: 'Disponibilités DV',
      icon: 'pi pi-clock',
      url: '/examinateur/disponibilitedv',
      auth: doctor,
    }),
    ex({
      key: 'statistiques',
      title: 'Statistiques',
      icon: 'pi pi-chart-bar',
      url: '/examinateur/statistiques',
      auth: examiner,
    }),
    ex({
      key: 'comptabilite',
      title: 'Comptabilité',
      icon: 'pi pi-calculator',
      url: '/examinateur/comptabilite',
      auth: examiner,
    }),
  ]),
  group('secretariat', 'Secrétariat', [
    collapse('secretariat', 'rendezVous', 'Rendez-vous', 'pi pi-calendar', [
      sec({
        key: 'rendezVousMedecin',
        title: 'Rendez-vous médecin',
        icon: 'pi pi-calendar',
        url: '/secretariat/rendez-vous/medecin',
        auth: anySecretariat,
        excludedIf: PN,
      }),
      sec({
        key: 'rendezVousPsychologue',
        title: 'Rendez-vous psychologue',
        icon: 'pi pi-calendar',
        url: '/secretariat/rendez-vous/psychologue',
        auth: secretariat,
        excludedIf: PN,
      }),
    ]),
    sec({
      key: 'demandeDeVisite',
      title: 'Demandes de visite',
      icon: 'pi pi-send',
      url: '/secretariat/demande-de-visite',
      auth: anySecretariat,
      excludedIf: ['externalSecretariatAtChartres'],
    }),
    sec({
      key: 'dossierPatient',
      title: 'Dossiers patients',
      icon: 'pi pi-folder-open',
      url: '/secretariat/dossier-patient',
      auth: anySecretariat,
    }),
    collapse('secretariat', 'disponibiliteRv', 'Disponibilités RV', 'pi pi-calendar-clock', [
      sec({
        key: 'disponibiliteRvMedecin',
        title: 'Disponibilités RV médecin',
        icon: 'pi pi-calendar-clock',
        url: '/secretariat/disponibiliterv/medecin',
        auth: anySecretariat,
        excludedIf: PN,
      }),
      sec({
        key: 'disponibiliteRvPsychologue',
        title: 'Disponibilités RV psychologue',
        icon: 'pi pi-calendar-clock',
        url: '/secretariat/disponibiliterv/psychologue',
        auth: anySecretariat,
        excludedIf: PN,
      }),
    ]),
    sec({
      key: 'disponibiliteDv',
      title: 'Disponibilités DV',
      icon: 'pi pi-clock',
      url: '/secretariat/disponibilitedv',
      auth: secretariat,
    }),
    sec({
      key: 'bordereau',
      title: 'Bordereaux',
      icon: 'pi pi-file',
      url: '/secretariat/bordereau',
      auth: secretariat,
    }),
    sec({
      key: 'repartitionPaiement',
      title: 'Répartition des paiements',
      icon: 'pi pi-wallet',
      url: '/secretariat/repartition-paiement',
      auth: secretariat,
    }),
    sec({
      key: 'statistiques',
      title: 'Statistiques',
      icon: 'pi pi-chart-bar',
      url: '/secretariat/statistiques',
      auth: secretariat,
    }),
    sec({
      key: 'comptabilite',
      title: 'Comptabilité',
      icon: 'pi pi-calculator',
      url: '/secretariat/comptabilite',
      auth: secretariat,
    }),
  ]),
  group('global', 'Listes', [
    glob({
      key: 'commissariat',
      title: 'Commissariats',
      icon: 'pi pi-building',
      url: '/global/commissariat',
    }),
    glob({
      key: 'requerant',
      title: 'Requérants',
      icon: 'pi pi-briefcase',
      url: '/global/requerant',
      auth: secretariat,
    }),
    glob({
      key: 'examinateur',
      title: 'Examinateurs',
      icon: 'pi pi-id-card',
      url: '/global/examinateur',
      auth: ['secretariat-externe', 'secretariat', ...examiner],
    }),
    glob({
      key: 'documentsVierges',
      title: 'Documents vierges',
      icon: 'pi pi-file-pdf',
      url: '/global/documentsvierges',
      auth: [...secretariat, ...examiner],
    }),
  ]),
  group('configuration', 'Configuration', [
    conf({
      key: 'dpRapport',
      title: 'Types de rapport',
      icon: 'pi pi-list',
      url: '/configuration/dprapport',
    }),
    conf({ key: 'dvZone', title: 'Zones DV', icon: 'pi pi-map', url: '/configuration/dvzone' }),
    conf({ key: 'dvCreneau', title: 'Créneaux DV', icon: 'pi pi-clock', url: '/configuration/dvcreneau' }),
    conf({
      key: 'typeExamen',
      title: "Types d'examen",
      icon: 'pi pi-th-large',
      url: '/configuration/typeexamen',
    }),
    conf({ key: 'reglages', title: 'Réglages', icon: 'pi pi-sliders-h', url: '/configuration/reglages' }),
  ]),
  group('admin', 'Administration', [
    adm({ key: 'utilisateur', title: 'Utilisateurs', icon: 'pi pi-users', url: '/admin/utilisateur' }),
    adm({ key: 'bureau', title: 'Bureaux', icon: 'pi pi-home', url: '/admin/bureau' }),
    adm({
      key: 'audit',
      title: "Journal d'audit",
      icon: 'pi pi-history',
      url: '/admin/audit',
    }),
  ]),
];

/** Every item of a tree, depth first. */
export function menuItems(tree: readonly MenuEntry[]): MenuItem[] {
  return tree.flatMap((entry) => (entry.type === 'item' ? [entry] : menuItems(entry.children)));
}

/** docs/product-rules.md#screens/docs/product-rules.md#access: shown when the role passes the item's auth and no excludedIf rule applies. */
export function isItemVisible(item: MenuItem, user: MenuUser | null | undefined): boolean {
  if (user == null) return false;
  if (!checkRoleRequirement(item.auth, user.role)) return false;
  return !(item.excludedIf ?? []).some((rule) => EXCLUSIONS[rule](user));
}

export interface MenuContext {
  /** Badges by item id (e.g. 'secretariat.demandeDeVisite'); items without one carry none. */
  counts?: Readonly<Record<string, MenuCount>>;
}

function prune<T extends MenuEntry>(entry: T, user: MenuUser, ctx: MenuContext): T | undefined {
  if (entry.type === 'item') {
    if (!isItemVisible(entry, user)) return undefined;
    const count = ctx.counts?.[entry.id];
    return (count ? { ...entry, count } : entry) as T;
  }
  const children = entry.children.flatMap((child) => prune(child, user, ctx) ?? []);
  return children.length > 0 ? { ...entry, children } : undefined;
}

/** The menu the user sees: hidden items dropped, then empty collapses and groups. Signed out: none. */
export function visibleMenu(user: MenuUser | null | undefined, ctx: MenuContext = {}): MenuGroup[] {
  if (user == null) return [];
  return MENU.flatMap((g) => prune(g, user, ctx) ?? []);
}
