// Key builders of the single table (docs/data-model.md lists every key and index): every PK, SK and
// GSI key of src/, and the sort-key prefixes the Queries begin with, are built here and nowhere else.
// infra/ reads this file too (the partition prefixes of its IAM conditions).
import type { CleRequisition } from '@umj/shared/requisitions';

/** A day number on 6 digits (R8): in a sort key, text order is day order. */
export const jourCle = (jour: number) => String(jour).padStart(6, '0');

/** A bordereau's rank in its year on 6 digits: text order = number order. */
const rangCle = (rang: number) => String(rang).padStart(6, '0');

/** The sort-key prefixes the Queries of a partition begin with (begins_with). */
export const prefixes = {
  bureau: 'BUREAU#',
  entreeListe: 'ENTREE#',
  examinateurRv: 'EXAMINATEUR#',
  piece: 'PIECE#',
  historique: 'HISTORIQUE#',
  /** A5: the entries of an audit shard partition (`E#<UTC ISO instant>#<random>`: key order = time order). */
  entreeAudit: 'E#',
  /** M1: an office's members of one role. */
  membresDuRole: (role: string) => `${role}#`,
  /** O1: an office's bordereaux of one year. */
  bordereauxAnnee: (annee: number) => `BORDEREAU#${annee}-`,
  /** G1: an office's day aggregates (followed by the day 'AAAA-MM-JJ'). */
  agregatJour: 'JOUR#',
  /** G4: an office's month roll-ups of its day aggregates (followed by the month 'AAAA-MM'). */
  agregatMois: 'MOIS#',
  /** G2: one examiner's day aggregates in an office (followed by the day). */
  agregatExaminateur: (examinateurId: string) => `EXAMINATEUR#${examinateurId}#JOUR#`,
  /** N1: the notifications of a user's partition. */
  notification: 'NOTIFICATION#',
};

const PREFIXE_EMAIL = 'EMAIL#';

// The partitions other keys are built on.
const membresBureau = (bureauId: string) => `BUREAU#${bureauId}#MEMBRES`;
const auditJour = (jour: string) => `AUDIT#${jour}`;
const liste = (nom: string, bureauId?: string) =>
  bureauId ? `BUREAU#${bureauId}#LISTE#${nom}` : `LISTE#${nom}`;
const dossierPartition = (bureauId: string, id: number) => `BUREAU#${bureauId}#DOSSIER#${id}`;
const disponibilitesRv = (bureauId: string) => `BUREAU#${bureauId}#DISPONIBILITES_RV`;
const disponibilitesDvMois = (bureauId: string, mois: string) => `BUREAU#${bureauId}#DISPONIBILITES#${mois}`;
const repartitions = (bureauId: string) => `BUREAU#${bureauId}#REPARTITIONS`;
const bordereaux = (bureauId: string) => `BUREAU#${bureauId}#BORDEREAUX`;
const agregats = (bureauId: string) => `AGREGAT#${bureauId}`;
const notifications = (utilisateurId: string) => `NOTIFICATIONS#${utilisateurId}`;
const requisition = (cle: CleRequisition) => `REQUISITION#${cle.requerantId}#${cle.numero}`;

export const keys = {
  utilisateur: (id: string) => ({ PK: `UTILISATEUR#${id}`, SK: 'PROFIL' }),
  utilisateursCollection: 'UTILISATEURS',
  /** U3 (GSI1SK): users ordered by name, then id. */
  triUtilisateur: (nomComplet: string, id: string) => `${nomComplet.toLocaleLowerCase('fr')}#${id}`,
  adresseEmail: (adresseEmail: string) => ({ PK: `${PREFIXE_EMAIL}${adresseEmail}`, SK: 'EMAIL' }),
  /** The address an e-mail uniqueness item's PK names. */
  adresseDeCleEmail: (pk: string) => pk.slice(PREFIXE_EMAIL.length),
  /** U8: the failed sign-in counter of one device the server knows. */
  appareil: (utilisateurId: string, appareilId: string) => ({
    PK: `UTILISATEUR#${utilisateurId}`,
    SK: `APPAREIL#${appareilId}`,
  }),
  code: (utilisateurId: string, usage: string) => ({
    PK: `UTILISATEUR#${utilisateurId}`,
    SK: `CODE#${usage}`,
  }),
  /** Q1: the 24-hour code quota of an e-mail address (keyed by its HMAC fingerprint). */
  quotaCodes: (empreinteAdresse: string) => ({ PK: `QUOTA#${empreinteAdresse}`, SK: 'CODES' }),
  /** S1: the last activity of one session (token `sid`), for the idle timeout. */
  session: (sid: string) => ({ PK: `SESSION#${sid}`, SK: 'ACTIVITE' }),
  /**
   * The idempotency records of one user's creates (docs/data-model.md#idempotency-records): one partition; the
   * sort key `<handler>#<hash of the key>` is Powertools' (lib/http/middleware/idempotency.ts).
   */
  idempotence: (utilisateurId: string) => `IDEM#${utilisateurId}`,
  bureauxCollection: 'BUREAUX',
  bureau: (id: string) => ({ PK: 'BUREAUX', SK: `${prefixes.bureau}${id}` }),
  /** M1: the members of an office, by role (copies of the user fields its lists show). */
  membresBureau,
  membre: (bureauId: string, role: string, utilisateurId: string) => ({
    PK: membresBureau(bureauId),
    SK: `${prefixes.membresDuRole(role)}${utilisateurId}`,
  }),
  configurationCollection: 'CONFIGURATION',
  configuration: (cle: string) => ({ PK: 'CONFIGURATION', SK: `CLE#${cle}` }),
  auditJour,
  /** A5: one shard of a UTC day's entries (docs/data-model.md: AUDIT_SHARDS partitions per day). */
  auditShard: (jour: string, shard: number) => `${auditJour(jour)}#${shard}`,
  /** A5: an entry, under a key no other entry can take (its instant and a random suffix). */
  entreeAudit: (jour: string, shard: number, date: string, suffixe: string) => ({
    PK: `${auditJour(jour)}#${shard}`,
    SK: `${prefixes.entreeAudit}${date}#${suffixe}`,
  }),
  /**
   * A8 (GSI1PK): the entries of one office and UTC day (an entry naming an office carries it, with its
   * sort key as GSI1SK): an office-limited administrator reads its offices by key, never by a filter.
   */
  auditBureau: (bureauId: string, jour: string) => `BUREAU#${bureauId}#AUDIT#${jour}`,
  connexionsCollection: 'CONNEXIONS',
  /** W2: one connection's own item (its user); also the prefix of its attribute in W1's item. */
  connexion: (connectionId: string) => ({ PK: 'CONNEXIONS', SK: `CONNEXION#${connectionId}` }),
  /** W1: a user's registered connections, one item. */
  inscriptionsConnexions: (utilisateurId: string) => ({
    PK: 'CONNEXIONS',
    SK: `UTILISATEUR#${utilisateurId}`,
  }),
  /** L1: one reference list; office-scoped lists carry the office in the partition key (R2). */
  liste,
  entreeListe: (nom: string, id: string, bureauId?: string) => ({
    PK: liste(nom, bureauId),
    SK: `${prefixes.entreeListe}${id}`,
  }),
  /** D1: one patient file (its attachments D4 and history items share the partition). */
  dossier: (bureauId: string, id: number) => ({ PK: dossierPartition(bureauId, id), SK: 'DOSSIER' }),
  dossierPartition,
  /** The file id a file partition's PK names. */
  idDeDossierPartition: (pk: string) => Number(pk.split('#').pop()),
  /** One history item of a file (newest last in key order: `quand` is an ISO instant). */
  historiqueDossier: (bureauId: string, dossierId: number, quand: string, id: string) => ({
    PK: dossierPartition(bureauId, dossierId),
    SK: `${prefixes.historique}${quand}#${id}`,
  }),
  /** D2: an office's files of one month (`mois` = 'AAAA-MM'). */
  dossiersMois: (bureauId: string, mois: string) => `BUREAU#${bureauId}#DOSSIERS#${mois}`,
  /** D3: one examiner's files in an office for one month. */
  dossiersExaminateurMois: (bureauId: string, examinateurId: string, mois: string) =>
    `BUREAU#${bureauId}#EXAMINATEUR#${examinateurId}#${mois}`,
  /**
   * The sort key of D2 and D3 (GSI2SK, GSI1SK): `<jour 6 digits>#<heure 4 digits>#<id>`; a file without
   * an hour sorts first in its day (`----` is before every digit).
   */
  triDossier: (jour: number, heure: number | null, id: number) =>
    `${jourCle(jour)}#${heure == null ? '----' : String(heure).padStart(4, '0')}#${id}`,
  /** D13 (GSI4): an office's files of one status and month (GSI4SK = `triDossier`). */
  dossiersStatutMois: (bureauId: string, statut: number, mois: string) =>
    `BUREAU#${bureauId}#STATUT#${statut}#${mois}`,
  /** D14 (GSI5, sparse: files with a name): an office's files of one month by normalised name. */
  dossiersNomsMois: (bureauId: string, mois: string) => `BUREAU#${bureauId}#NOMS#${mois}`,
  /** D14 (GSI5SK): `<nom normalisé>#<triDossier>`, queried with begins_with on the name's start. */
  triNomDossier: (nomNormalise: string, tri: string) => `${nomNormalise}#${tri}`,
  /** P3 (GSI3, sparse): an office's acts examined on one day (`jour` = 'AAAA-MM-JJ'). */
  actesDuJour: (bureauId: string, jour: string) => `BUREAU#${bureauId}#EXAMEN#${jour}`,
  /** P3 (GSI3SK): the file's id on 10 digits (the acts of a day in id order). */
  acte: (id: number) => String(id).padStart(10, '0'),
  /** The global counter of patient-file ids (a number; UpdateItem ADD, gaps acceptable). */
  compteurDossiers: { PK: 'COMPTEURS', SK: 'DOSSIER' },
  /** V4–V5: the appointment hours (RV availability) of an office's examiners, one item per examiner. */
  disponibilitesRv,
  disponibiliteRv: (bureauId: string, examinateurId: string) => ({
    PK: disponibilitesRv(bureauId),
    SK: `${prefixes.examinateurRv}${examinateurId}`,
  }),
  /** V1–V3 (duty grid): an office's availabilities of one month (`mois` = 'AAAA-MM'). */
  disponibilitesDvMois,
  /** V3: one availability, unique per slot, day and examiner (in the month partition of its day). */
  disponibiliteDv: (
    bureauId: string,
    mois: string,
    jour: number,
    creneauId: number,
    examinateurId: string,
  ) => ({
    PK: disponibilitesDvMois(bureauId, mois),
    SK: `${jourCle(jour)}#${creneauId}#${examinateurId}`,
  }),
  /** V2: one examiner's availabilities in an office for one month (GSI1). */
  disponibilitesDvExaminateurMois: (bureauId: string, examinateurId: string, mois: string) =>
    `BUREAU#${bureauId}#EXAMINATEUR#${examinateurId}#DISPONIBILITES#${mois}`,
  /** V2 (GSI1SK): by day, then slot. */
  triDisponibiliteDvExaminateur: (jour: number, creneauId: number) => `${jourCle(jour)}#${creneauId}`,
  /** D12: when one user's read of a file was last recorded (at most one read event per 15 minutes). */
  lectureRecente: (bureauId: string, dossierId: number, utilisateurId: string) => ({
    PK: dossierPartition(bureauId, dossierId),
    SK: `LECTURE#${utilisateurId}`,
  }),
  /** D4: one attachment of a patient file (in the file's partition). */
  piece: (bureauId: string, dossierId: number, pieceId: string) => ({
    PK: dossierPartition(bureauId, dossierId),
    SK: `${prefixes.piece}${pieceId}`,
  }),
  /** D6: an attachment announced by POST …/pieces and not yet checked (TTL: the upload's expiry). */
  televersementPiece: (bureauId: string, dossierId: number, pieceId: string) => ({
    PK: dossierPartition(bureauId, dossierId),
    SK: `TELEVERSEMENT#${pieceId}`,
  }),
  /** P1–P2: an office's payment splits, one item per day (SK = day number, 6 digits). */
  repartitions,
  repartition: (bureauId: string, jour: number) => ({ PK: repartitions(bureauId), SK: jourCle(jour) }),
  /** P1: an earlier version of a split, its own item in the office's split partition (after every day). */
  versionRepartition: (bureauId: string, jour: number, version: number) => ({
    PK: repartitions(bureauId),
    SK: `VERSION#${jourCle(jour)}#${String(version).padStart(6, '0')}`,
  }),
  /** O1–O3: an office's bordereaux and their number counters, one partition per office. */
  bordereaux,
  /** O3: one bordereau, by the year and rank of its number. */
  bordereau: (bureauId: string, annee: number, rang: number) => ({
    PK: bordereaux(bureauId),
    SK: `${prefixes.bordereauxAnnee(annee)}${rangCle(rang)}`,
  }),
  /** O2: the office's number counter of a year (`valeur` = last rank given). */
  compteurBordereaux: (bureauId: string, annee: number) => ({
    PK: bordereaux(bureauId),
    SK: `COMPTEUR#${annee}`,
  }),
  /** G1, G2, G4: an office's precomputed figures, one item per day (and per examiner and day, and per month). */
  agregats,
  /** G1: the figures of an office's day (`jour` = 'AAAA-MM-JJ'). */
  agregatJour: (bureauId: string, jour: string) => ({
    PK: agregats(bureauId),
    SK: `${prefixes.agregatJour}${jour}`,
  }),
  /** G4: the roll-up of an office's day aggregates of one month (`mois` = 'AAAA-MM'). */
  agregatMois: (bureauId: string, mois: string) => ({
    PK: agregats(bureauId),
    SK: `${prefixes.agregatMois}${mois}`,
  }),
  /** G2: the figures of one examiner's files of an office's day. */
  agregatExaminateurJour: (bureauId: string, examinateurId: string, jour: string) => ({
    PK: agregats(bureauId),
    SK: `${prefixes.agregatExaminateur(examinateurId)}${jour}`,
  }),
  /** R1: the files under one requisition key (requester and normalised number), every office. */
  requisition,
  indexRequisition: (cle: CleRequisition, bureauId: string, dossierId: number) => ({
    PK: requisition(cle),
    SK: dossierPartition(bureauId, dossierId),
  }),
  /** N1: one user's notifications (docs/architecture.md#notifications), one partition per user. */
  notifications,
  /** N1: one notification, under its deterministic id (kind, office, item: shared `idNotification`). */
  notification: (utilisateurId: string, id: string) => ({
    PK: notifications(utilisateurId),
    SK: `NOTIFICATION#${id}`,
  }),
};
