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
};
