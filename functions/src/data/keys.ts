// Key builders of the single table (docs/data-model.md lists every key and index).
export const keys = {
  utilisateur: (id: string) => ({ PK: `UTILISATEUR#${id}`, SK: 'PROFIL' }),
  utilisateursCollection: 'UTILISATEURS',
  adresseEmail: (adresseEmail: string) => ({ PK: `EMAIL#${adresseEmail}`, SK: 'EMAIL' }),
  code: (utilisateurId: string, usage: string) => ({
    PK: `UTILISATEUR#${utilisateurId}`,
    SK: `CODE#${usage}`,
  }),
  /** Q1: the 24-hour code quota of an e-mail address (keyed by its HMAC fingerprint, issue 12). */
  quotaCodes: (empreinteAdresse: string) => ({ PK: `QUOTA#${empreinteAdresse}`, SK: 'CODES' }),
  /** S1: the last activity of one session (token `sid`), for the idle timeout (issue 12). */
  session: (sid: string) => ({ PK: `SESSION#${sid}`, SK: 'ACTIVITE' }),
  bureauxCollection: 'BUREAUX',
  bureau: (id: string) => ({ PK: 'BUREAUX', SK: `BUREAU#${id}` }),
  /** M1: the members of an office, by role (copies of the user fields its lists show). */
  membresBureau: (bureauId: string) => `BUREAU#${bureauId}#MEMBRES`,
  membre: (bureauId: string, role: string, utilisateurId: string) => ({
    PK: `BUREAU#${bureauId}#MEMBRES`,
    SK: `${role}#${utilisateurId}`,
  }),
  configurationCollection: 'CONFIGURATION',
  configuration: (cle: string) => ({ PK: 'CONFIGURATION', SK: `CLE#${cle}` }),
  auditJour: (jour: string) => `AUDIT#${jour}`,
  connexionsCollection: 'CONNEXIONS',
  connexion: (connectionId: string) => ({ PK: 'CONNEXIONS', SK: `CONNEXION#${connectionId}` }),
  connexionsUtilisateur: (utilisateurId: string) => `CONNEXIONS#UTILISATEUR#${utilisateurId}`,
  /** L1: one reference list; office-scoped lists carry the office in the partition key (R2). */
  liste: (nom: string, bureauId?: string) => (bureauId ? `BUREAU#${bureauId}#LISTE#${nom}` : `LISTE#${nom}`),
  entreeListe: (nom: string, id: string, bureauId?: string) => ({
    PK: bureauId ? `BUREAU#${bureauId}#LISTE#${nom}` : `LISTE#${nom}`,
    SK: `ENTREE#${id}`,
  }),
  /** D1: one patient file (its attachments D4 and history items share the partition). */
  dossier: (bureauId: string, id: number) => ({ PK: `BUREAU#${bureauId}#DOSSIER#${id}`, SK: 'DOSSIER' }),
  dossierPartition: (bureauId: string, id: number) => `BUREAU#${bureauId}#DOSSIER#${id}`,
  /** D2: an office's files of one month (`mois` = 'AAAA-MM'). */
  dossiersMois: (bureauId: string, mois: string) => `BUREAU#${bureauId}#DOSSIERS#${mois}`,
  /** D3: one examiner's files in an office for one month. */
  dossiersExaminateurMois: (bureauId: string, examinateurId: string, mois: string) =>
    `BUREAU#${bureauId}#EXAMINATEUR#${examinateurId}#${mois}`,
  /** P3 (GSI3, sparse): an office's acts examined on one day (`jour` = 'AAAA-MM-JJ'). */
  actesDuJour: (bureauId: string, jour: string) => `BUREAU#${bureauId}#EXAMEN#${jour}`,
  /** A one-off migration done on this table (src/data/migration-jour-examen.ts). */
  migration: (nom: string) => ({ PK: 'MIGRATIONS', SK: nom }),
  /** The global counter of patient-file ids (spec §3 id: a number; UpdateItem ADD, gaps acceptable). */
  compteurDossiers: { PK: 'COMPTEURS', SK: 'DOSSIER' },
  /** V4–V5: the appointment hours (RV availability) of an office's examiners, one item per examiner. */
  disponibilitesRv: (bureauId: string) => `BUREAU#${bureauId}#DISPONIBILITES_RV`,
  disponibiliteRv: (bureauId: string, examinateurId: string) => ({
    PK: `BUREAU#${bureauId}#DISPONIBILITES_RV`,
    SK: `EXAMINATEUR#${examinateurId}`,
  }),
  /** V1–V3 (issue 10 duty grid): an office's availabilities of one month (`mois` = 'AAAA-MM'). */
  disponibilitesDvMois: (bureauId: string, mois: string) => `BUREAU#${bureauId}#DISPONIBILITES#${mois}`,
  /** V2: one examiner's availabilities in an office for one month (GSI1). */
  disponibilitesDvExaminateurMois: (bureauId: string, examinateurId: string, mois: string) =>
    `BUREAU#${bureauId}#EXAMINATEUR#${examinateurId}#DISPONIBILITES#${mois}`,
  /** D4: one attachment of a patient file (in the file's partition). */
  piece: (bureauId: string, dossierId: number, pieceId: string) => ({
    PK: `BUREAU#${bureauId}#DOSSIER#${dossierId}`,
    SK: `PIECE#${pieceId}`,
  }),
  /** D6: an attachment announced by POST …/pieces and not yet checked (TTL: the upload's expiry). */
  televersementPiece: (bureauId: string, dossierId: number, pieceId: string) => ({
    PK: `BUREAU#${bureauId}#DOSSIER#${dossierId}`,
    SK: `TELEVERSEMENT#${pieceId}`,
  }),
  /** P1–P2 (issue 11): an office's payment splits, one item per day (SK = day number, 6 digits). */
  repartitions: (bureauId: string) => `BUREAU#${bureauId}#REPARTITIONS`,
  repartition: (bureauId: string, jour: number) => ({
    PK: `BUREAU#${bureauId}#REPARTITIONS`,
    SK: String(jour).padStart(6, '0'),
  }),
  /** P1: an earlier version of a split, its own item in the office's split partition (after every day). */
  versionRepartition: (bureauId: string, jour: number, version: number) => ({
    PK: `BUREAU#${bureauId}#REPARTITIONS`,
    SK: `VERSION#${String(jour).padStart(6, '0')}#${String(version).padStart(6, '0')}`,
  }),
};
