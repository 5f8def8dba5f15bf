import { describe, expect, it } from 'vitest';
import {
  ACCES_API,
  accesAutorise,
  appelantDuCompte,
  estNomHandlerApi,
  peutAppeler,
  type AppelantApi,
  type NomHandlerApi,
} from '../src/acces-api.ts';
import type { Role } from '../src/roles.ts';

const appelant = (role: Role, bureauIds: string[] = ['b-arg']): AppelantApi => ({ role, bureauIds });
const ADMIN_SANS_BUREAU = appelant('administrateur', []);
const ADMIN_RESTREINT = appelant('administrateur', ['b-arg']);
const SECRETARIAT = appelant('secretariat');
const EXTERNE = appelant('secretariat-externe', ['b-cha']);
const MEDECIN = appelant('medecin');
const PSYCHOLOGUE = appelant('psychologue');
const SANS_ROLE = appelant('aucun', []);
const TOUS = { ADMIN_SANS_BUREAU, ADMIN_RESTREINT, SECRETARIAT, EXTERNE, MEDECIN, PSYCHOLOGUE, SANS_ROLE };
type Qui = keyof typeof TOUS;

/** Who the policy lets call a handler, by name of the callers above. */
const admis = (nom: NomHandlerApi): Qui[] =>
  (Object.keys(TOUS) as Qui[]).filter((qui) => peutAppeler(nom, TOUS[qui]));

const AVEC_UN_ROLE: Qui[] = [
  'ADMIN_SANS_BUREAU',
  'ADMIN_RESTREINT',
  'SECRETARIAT',
  'EXTERNE',
  'MEDECIN',
  'PSYCHOLOGUE',
];
const TOUT_SECRETARIAT: Qui[] = ['ADMIN_SANS_BUREAU', 'ADMIN_RESTREINT', 'SECRETARIAT', 'EXTERNE'];
const SECRETARIAT_INTERNE: Qui[] = ['ADMIN_SANS_BUREAU', 'ADMIN_RESTREINT', 'SECRETARIAT'];
const ADMINISTRATEURS: Qui[] = ['ADMIN_SANS_BUREAU', 'ADMIN_RESTREINT'];

describe('API access policy (docs/security.md#access-policy)', () => {
  it('any secretariat, the external one included, may use every bordereau route and read the payment split', () => {
    const bordereaux = (Object.keys(ACCES_API) as NomHandlerApi[]).filter((n) => n.startsWith('bordereaux/'));
    expect(bordereaux).toHaveLength(8);
    for (const nom of [...bordereaux, 'repartitions/list-repartitions-paiement' as const])
      expect(admis(nom), nom).toEqual(TOUT_SECRETARIAT);
  });

  it('only an administrator recomputes a payment split', () => {
    expect(admis('repartitions/recalculer-repartition-paiement')).toEqual(ADMINISTRATEURS);
  });

  it('statistics and accounting: any secretariat and any examiner (the handler narrows an examiner to its own figures)', () => {
    expect(admis('statistiques/get-statistiques')).toEqual(AVEC_UN_ROLE);
    expect(admis('comptabilite/get-comptabilite')).toEqual(AVEC_UN_ROLE);
  });

  it('/global/requerant/liste is for any signed-in user: a doctor and the external secretariat read the requesters', () => {
    expect(admis('requerants/list-requerants')).toEqual(AVEC_UN_ROLE);
    expect(peutAppeler('requerants/list-requerants', MEDECIN)).toBe(true);
    expect(peutAppeler('requerants/list-requerants', EXTERNE)).toBe(true);
  });

  it('office-scoped reference lists are written by the administrator and the secretariat only', () => {
    for (const nom of [
      'requerants/create-requerant',
      'requerants/update-requerant',
      'requerants/delete-requerant',
      'commissariats/create-commissariat',
      'commissariats/update-commissariat',
      'commissariats/delete-commissariat',
    ] as const)
      expect(admis(nom), nom).toEqual(SECRETARIAT_INTERNE);
  });

  it('global lists (report types, blank documents) are written only by an administrator without office restriction', () => {
    const ecritures = (Object.keys(ACCES_API) as NomHandlerApi[]).filter(
      (n) =>
        (n.startsWith('dprapports/') || n.startsWith('documents-vierges/')) &&
        !n.includes('/list-') &&
        !n.includes('/get-'),
    );
    expect(ecritures).toHaveLength(7);
    for (const nom of ecritures) expect(admis(nom), nom).toEqual(['ADMIN_SANS_BUREAU']);
    expect(peutAppeler('dprapports/create-dprapport', ADMIN_RESTREINT)).toBe(false);
    for (const nom of [
      'dprapports/list-dprapports',
      'dprapports/get-dprapport-modele',
      'documents-vierges/list-documents-vierges',
      'documents-vierges/get-document-vierge-fichier',
    ] as const)
      expect(admis(nom), nom).toEqual(AVEC_UN_ROLE);
  });

  it('the audit trail is read by every administrator (an office-limited one: its offices, in the handler); its verification only by an administrator of every office', () => {
    expect(admis('audit/list-audit')).toEqual(ADMINISTRATEURS);
    expect(admis('audit/verifier-audit')).toEqual(['ADMIN_SANS_BUREAU']);
  });

  it('users, offices, audit and configuration writes are admin only; offices and configuration are read by every role', () => {
    for (const nom of [
      'utilisateurs/list-utilisateurs',
      'utilisateurs/create-utilisateur',
      'utilisateurs/update-utilisateur',
      'bureaux/create-bureau',
      'bureaux/update-bureau',
      'bureaux/delete-bureaux',
      'bureaux/create-logo-upload',
      'audit/list-audit',
      'configuration/create-configuration',
      'configuration/update-configuration',
    ] as const)
      expect(admis(nom), nom).toEqual(ADMINISTRATEURS);
    for (const nom of [
      'bureaux/list-bureaux',
      'bureaux/get-bureau',
      'configuration/list-configuration',
    ] as const)
      expect(admis(nom), nom).toEqual(AVEC_UN_ROLE);
  });

  it('patient files, attachments, hours, duty grid and visit requests: every role (object rules in the handlers)', () => {
    const prefixes = [
      'dossiers-patients/',
      'pieces/',
      'disponibilites-rv/',
      'disponibilites-dv/',
      'demandes-visite/',
    ];
    const noms = (Object.keys(ACCES_API) as NomHandlerApi[]).filter((n) =>
      prefixes.some((p) => n.startsWith(p)),
    );
    expect(noms.length).toBeGreaterThan(10);
    for (const nom of noms) expect(admis(nom), nom).toEqual(AVEC_UN_ROLE);
  });

  it("a user without role reaches only its own session: 'authenticated' and 'public' routes", () => {
    const ouverts = (Object.keys(ACCES_API) as NomHandlerApi[]).filter((n) => peutAppeler(n, SANS_ROLE));
    expect(ouverts.every((n) => ['public', 'authenticated'].includes(ACCES_API[n]))).toBe(true);
    expect(ouverts).toContain('utilisateurs/get-moi');
    expect(ouverts).toContain('auth/change-password');
  });

  it('accesAutorise: each rule of the policy', () => {
    expect(accesAutorise('public', SANS_ROLE)).toBe(true);
    expect(accesAutorise('authenticated', SANS_ROLE)).toBe(true);
    expect(accesAutorise('anyRole', SANS_ROLE)).toBe(false);
    expect(accesAutorise('secretariat', EXTERNE)).toBe(false);
    expect(accesAutorise('anySecretariat', EXTERNE)).toBe(true);
    expect(accesAutorise('examiner', PSYCHOLOGUE)).toBe(true);
    expect(accesAutorise('adminSansRestriction', ADMIN_SANS_BUREAU)).toBe(true);
    expect(accesAutorise('adminSansRestriction', ADMIN_RESTREINT)).toBe(false);
    expect(accesAutorise('adminSansRestriction', appelant('secretariat', []))).toBe(false);
  });

  it('nobody signed in: no private handler; names are checked against the policy', () => {
    expect(peutAppeler('dprapports/list-dprapports', null)).toBe(false);
    expect(estNomHandlerApi('bordereaux/list-bordereaux')).toBe(true);
    expect(estNomHandlerApi('toString')).toBe(false);
    expect(estNomHandlerApi('pirate/list')).toBe(false);
  });

  it("the SPA's user is seen by its role and the ids of its offices", () => {
    expect(appelantDuCompte({ role: 'administrateur', bureaux: [] })).toEqual(ADMIN_SANS_BUREAU);
    expect(appelantDuCompte({ role: 'medecin', bureaux: [{ id: 'b-arg' }] })).toEqual(MEDECIN);
    expect(appelantDuCompte(null)).toBeNull();
  });
});
