// What a change of one table item means to the SPA (docs/architecture.md#realtime): the notifier
// (handlers/flux/notifier-changements.ts) reads each DynamoDB stream record and turns the items of the
// pushed tables into change signals — table, office, month or day, item id and version — from the
// item's keys (data/keys.ts) and image. Items that are no table of the SPA (audit entries, sessions,
// connections, counters, history, memberships, earlier versions…) signal nothing.
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { isoDepuisJour } from '@umj/shared/dates';
import type { ModificationTable, RealtimeTable } from '@umj/shared/realtime';
import { keys, prefixes } from './keys.ts';
import { LISTES } from './listes.ts';

type Image = Record<string, AttributeValue>;

/** Who wrote an item when it does not say (a stream record carries no caller). */
export const SIGNATURE_SYSTEME = 'système';
/** The attribute a write may set to the `sid` of the session that made it (the Configuration's). */
export const ATTRIBUT_SID_MODIFICATION = 'sidModification';

/** What a signal says of its item, besides table and operation. */
type Portee = Pick<ModificationTable, 'bureauId' | 'mois' | 'jour' | 'id' | 'utilisateurId'>;

const texte = (image: Image | undefined, nom: string): string | undefined => image?.[nom]?.S;

function nombre(image: Image | undefined, nom: string): number | undefined {
  const n = image?.[nom]?.N;
  return n === undefined ? undefined : Number(n);
}

/** A 6-digit day number of a sort key as 'AAAA-MM-JJ' (R8). */
function jourDeCle(cle: string | undefined): string | undefined {
  const match = /^(\d{6})/.exec(cle ?? '');
  return match ? isoDepuisJour(Number(match[1])) : undefined;
}

const dernierSegment = (cle: string | undefined) => cle?.split('#').pop();

/** The list of a `LISTE#<NOM>` segment (global or office-scoped). */
function tableDeListe(nom: string): RealtimeTable | undefined {
  return Object.values(LISTES).find((l) => l.nom === nom)?.entite as RealtimeTable | undefined;
}

/** A patient file's month (GSI2PK) and day (GSI2SK) in one image. */
function porteeDossier(bureauId: string, id: string, image: Image | undefined): Portee {
  const jour = jourDeCle(texte(image, 'GSI2SK'));
  const mois = dernierSegment(texte(image, 'GSI2PK'));
  return { bureauId, id, ...(mois ? { mois } : {}), ...(jour ? { jour } : {}) };
}

/** An item of one office's partition (`BUREAU#<b>#<reste>`). */
function tableDuBureau(
  bureauId: string,
  reste: string,
  sk: string,
  image: Image | undefined,
): [RealtimeTable, Portee] | undefined {
  const [genre, valeur] = reste.split('#');
  if (genre === 'DOSSIER' && valeur && (sk === 'DOSSIER' || sk.startsWith(prefixes.piece)))
    return ['DossierPatient', porteeDossier(bureauId, valeur, image)];
  if (genre === 'DISPONIBILITES' && valeur) {
    return ['Disponibilite', { bureauId, mois: valeur, ...optionnel('jour', jourDeCle(sk)) }];
  }
  if (genre === 'DISPONIBILITES_RV' && sk.startsWith(prefixes.examinateurRv))
    return ['DisponibiliteRv', { bureauId, id: sk.slice(prefixes.examinateurRv.length) }];
  if (genre === 'BORDEREAUX' && sk.startsWith('BORDEREAU#'))
    return ['Bordereau', { bureauId, id: sk.slice('BORDEREAU#'.length) }];
  if (genre === 'REPARTITIONS' && /^\d{6}$/.test(sk)) {
    const jour = jourDeCle(sk) as string;
    return ['RepartitionPaiement', { bureauId, jour, mois: jour.slice(0, 7) }];
  }
  if (genre === 'LISTE' && valeur && sk.startsWith(prefixes.entreeListe)) {
    const table = tableDeListe(valeur);
    return table && [table, { bureauId, id: sk.slice(prefixes.entreeListe.length) }];
  }
  return undefined;
}

/** A notification is told to its recipient only (and, of an office, only if it may see that office). */
function porteeNotification(pk: string, sk: string, image: Image | undefined): Portee {
  const bureauId = texte(image, 'bureauId');
  return {
    utilisateurId: pk.slice(keys.notifications('').length),
    id: sk.slice(prefixes.notification.length),
    ...optionnel('bureauId', bureauId),
  };
}

function optionnel<K extends string>(cle: K, valeur: string | undefined): Partial<Record<K, string>> {
  return valeur === undefined ? {} : ({ [cle]: valeur } as Record<K, string>);
}

/**
 * Partitions (PK prefixes) and sort-key prefixes of the items no screen shows: audit entries, session
 * activity, idempotency records, aggregates, code quotas, e-mail and requisition uniqueness, WebSocket
 * connections, counters; in a shown partition, recent reads (the read-event throttle),
 * history, announced uploads, bordereau counters, earlier split versions, codes, device counters,
 * memberships (docs/data-model.md#items). Built from data/keys.ts with empty ids: its prefixes.
 */
const PARTITIONS_TECHNIQUES: readonly string[] = [
  'AUDIT#',
  keys.session('').PK,
  keys.idempotence(''),
  'AGREGAT#',
  keys.quotaCodes('').PK,
  keys.adresseEmail('').PK,
  'REQUISITION#',
  keys.connexion('').PK,
  keys.compteurDossiers.PK,
];
const TRIS_TECHNIQUES: readonly string[] = [
  keys.lectureRecente('', 0, '').SK,
  prefixes.historique,
  keys.televersementPiece('', 0, '').SK,
  'COMPTEUR#',
  'VERSION#',
  'CODE#',
  keys.appareil('', '').SK,
];

/**
 * The notifier's filter: a stream record of a technical item (its key says so) sends no frame, before
 * anything else is read of it. `tableDeLItem` then maps only the items of the SPA's tables.
 */
export function estEnregistrementTechnique(pk: string, sk: string): boolean {
  return (
    PARTITIONS_TECHNIQUES.some((p) => pk.startsWith(p)) ||
    TRIS_TECHNIQUES.some((p) => sk.startsWith(p)) ||
    pk.endsWith('#MEMBRES')
  );
}

/** The table and scope of an item from its keys (and image); undefined: not a table of the SPA. */
export function tableDeLItem(pk: string, sk: string, image?: Image): [RealtimeTable, Portee] | undefined {
  if (sk === keys.utilisateur('').SK && pk.startsWith('UTILISATEUR#'))
    return ['Utilisateur', { id: pk.slice('UTILISATEUR#'.length) }];
  if (pk === keys.bureauxCollection && sk.startsWith(prefixes.bureau))
    return ['Bureau', { id: sk.slice(prefixes.bureau.length) }];
  if (pk === keys.configurationCollection && sk.startsWith('CLE#'))
    return ['Configuration', { id: sk.slice('CLE#'.length) }];
  if (pk.startsWith(keys.notifications('')) && sk.startsWith(prefixes.notification))
    return ['Notification', porteeNotification(pk, sk, image)];
  const global = /^LISTE#([^#]+)$/.exec(pk);
  if (global && sk.startsWith(prefixes.entreeListe)) {
    const table = tableDeListe(global[1]!);
    return table && [table, { id: sk.slice(prefixes.entreeListe.length) }];
  }
  const duBureau = /^BUREAU#([^#]+)#(.+)$/.exec(pk);
  return duBureau ? tableDuBureau(duBureau[1]!, duBureau[2]!, sk, image) : undefined;
}

/**
 * The change signals of one stream record: none for an item of no pushed table or for a MODIFY that
 * kept the item's version; one for most; two
 * for a patient file that moved to another month or day (the screens of both refetch). A change of an
 * attachment is a MODIFY of its file.
 */
export function signauxDeLEnregistrement(record: DynamoDBRecord): ModificationTable[] {
  const d = record.dynamodb;
  const operation = record.eventName;
  const pk = d?.Keys?.PK?.S;
  const sk = d?.Keys?.SK?.S;
  if (!d || !operation || !pk || !sk || estEnregistrementTechnique(pk, sk)) return [];
  const apres = d.NewImage;
  const avant = d.OldImage;
  const trouve = tableDeLItem(pk, sk, apres ?? avant);
  if (!trouve) return [];
  const [table, portee] = trouve;
  const version = nombre(apres, 'version');
  // A versioned item changed without a new version is bookkeeping (sign-in counters, validAfter…),
  // nothing a screen shows: every change a screen shows is a versioned write (data/ecriture-versionnee.ts).
  if (operation === 'MODIFY' && version !== undefined && version === nombre(avant, 'version')) return [];
  const signal: ModificationTable = {
    type: 'ModificationTable',
    table,
    operation: sk.startsWith(prefixes.piece) ? 'MODIFY' : operation,
    authSignature: texte(apres, ATTRIBUT_SID_MODIFICATION) ?? SIGNATURE_SYSTEME,
    ...portee,
    ...(version === undefined || sk.startsWith(prefixes.piece) ? {} : { version }),
  };
  const ancien = apres && avant ? tableDeLItem(pk, sk, avant)?.[1] : undefined;
  const deplace = ancien && (ancien.mois !== portee.mois || ancien.jour !== portee.jour);
  return deplace ? [signal, { ...signal, ...ancien }] : [signal];
}

/** The signals of a batch, each change once (its latest version, in the order of the last changes). */
export function signauxDuLot(records: readonly DynamoDBRecord[]): ModificationTable[] {
  const parCle = new Map<string, ModificationTable>();
  for (const s of records.flatMap(signauxDeLEnregistrement)) {
    const cle = JSON.stringify([s.table, s.operation, s.bureauId, s.mois, s.jour, s.id, s.utilisateurId]);
    const deja = parCle.get(cle);
    if (!deja || (s.version ?? 0) >= (deja.version ?? 0)) {
      if (deja) parCle.delete(cle);
      parCle.set(cle, s);
    }
  }
  return [...parCle.values()];
}
