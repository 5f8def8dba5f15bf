// The stream consumer that keeps the precomputed figures (docs/data-model.md#aggregates): for a batch
// of the table's change records (DynamoDB stream, NEW_AND_OLD_IMAGES), the (office, day) pairs its
// patient files were listed on before or after the change (a file moved between days, months or
// offices touches both) are recomputed ONCE each, whole, from the files (services/agregats.ts):
// idempotent, so a batch delivered twice, or out of order with another, writes the same figures.
// The index the files are read on is eventually consistent: a day whose read does not yet show the
// last change of a file of the batch (its new version there, or its absence from the day it left) is
// read again, a few times, before being computed as it is. Other items (aggregates included) are
// ignored. A failure throws: the event source mapping retries the batch, then sends it to its
// dead-letter queue (infra/lib/stateless/stream-consumers.ts, lib/lambda/stream-batch-handler.ts).
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { Jour } from '@umj/shared/dates';
import type { DossierLuPourAgregat } from '../../data/agregats.ts';
import { streamBatchHandler } from '../../lib/lambda/stream-batch-handler.ts';
import { recalculerJours, type Attente } from '../../services/agregats.ts';

/** Where one image of a file is listed, and at which version. */
interface Place {
  bureauId: string;
  jour: Jour;
  id: number;
  version: number;
}

type Image = NonNullable<DynamoDBRecord['dynamodb']>['OldImage'];

function placeDe(image: Image): Place | null {
  if (!image) return null;
  const item = unmarshall(image as Record<string, AttributeValue>);
  if (item.type !== 'DossierPatient' || typeof item.bureauId !== 'string') return null;
  if (typeof item.GSI2SK !== 'string' || typeof item.id !== 'number') return null;
  return {
    bureauId: item.bureauId,
    jour: Number(item.GSI2SK.slice(0, 6)),
    id: item.id,
    version: typeof item.version === 'number' ? item.version : 0,
  };
}

/** What one office's recomputation must see: by day, the files expected there (or not) and how. */
interface Attendus {
  jours: Set<Jour>;
  /** Per day: file id -> the version it must show at least. */
  presents: Map<Jour, Map<number, number>>;
  /** Per day: file id -> the last version the file had in the batch; it must not show that or older. */
  absents: Map<Jour, Map<number, number>>;
}

function attendusDe(bureau: Map<string, Attendus>, bureauId: string): Attendus {
  let a = bureau.get(bureauId);
  if (!a) {
    a = { jours: new Set(), presents: new Map(), absents: new Map() };
    bureau.set(bureauId, a);
  }
  return a;
}

function poser(carte: Map<Jour, Map<number, number>>, jour: Jour, id: number, version: number): void {
  const duJour = carte.get(jour) ?? new Map<number, number>();
  duJour.set(id, version);
  carte.set(jour, duJour);
}

/**
 * The (office, day) pairs a batch touched, by office, with what each day's read must show: a file's
 * last record decides (records of one item arrive in order): present at its new place with at least its
 * new version, absent from every other place it had in the batch.
 */
export function joursTouches(records: readonly DynamoDBRecord[]): Map<string, Attendus> {
  const parFichier = new Map<string, { places: Place[]; derniere: Place | null; version: number }>();
  for (const record of records) {
    const avant = placeDe(record.dynamodb?.OldImage);
    const apres = placeDe(record.dynamodb?.NewImage);
    const cle = apres ?? avant;
    if (!cle) continue;
    const nom = `${cle.bureauId}#${cle.id}`;
    const suivi = parFichier.get(nom) ?? { places: [], derniere: null, version: 0 };
    for (const place of [avant, apres]) if (place) suivi.places.push(place);
    suivi.derniere = apres;
    suivi.version = (apres ?? avant)!.version;
    parFichier.set(nom, suivi);
  }
  const parBureau = new Map<string, Attendus>();
  for (const { places, derniere, version } of parFichier.values()) {
    for (const place of places) {
      const a = attendusDe(parBureau, place.bureauId);
      a.jours.add(place.jour);
      const ici = derniere && derniere.bureauId === place.bureauId && derniere.jour === place.jour;
      if (ici) poser(a.presents, place.jour, place.id, derniere.version);
      else poser(a.absents, place.jour, place.id, version);
    }
  }
  return parBureau;
}

function attente(a: Attendus): Attente {
  return (jour: Jour, dossiers: readonly DossierLuPourAgregat[]) => {
    const lus = new Map(dossiers.map((d) => [d.id, d.version]));
    for (const [id, version] of a.presents.get(jour) ?? []) {
      if ((lus.get(id) ?? -1) < version) return false;
    }
    for (const [id, version] of a.absents.get(jour) ?? []) {
      if (a.presents.get(jour)?.has(id)) continue;
      const lu = lus.get(id);
      if (lu !== undefined && lu <= version) return false;
    }
    return true;
  };
}

/** The offices a record's file was listed in, before or after the change. */
function bureauxDe(record: DynamoDBRecord): string[] {
  const places = [placeDe(record.dynamodb?.OldImage), placeDe(record.dynamodb?.NewImage)];
  return places.flatMap((p) => (p ? [p.bureauId] : []));
}

/**
 * Each office of the batch is recomputed on its own: an office whose recomputation fails fails the
 * records of its files only (a partial-batch failure: Lambda delivers them again), the other offices
 * are done.
 */
export const handler = streamBatchHandler({ name: 'flux/maintenir-agregats' }, async (records) => {
  const touches = joursTouches(records);
  const enEchec = new Map<string, unknown>();
  for (const [bureauId, attendus] of touches) {
    try {
      await recalculerJours(bureauId, [...attendus.jours], { attendu: attente(attendus) });
    } catch (error) {
      enEchec.set(bureauId, error);
    }
  }
  const failed = new Map<DynamoDBRecord, unknown>();
  for (const record of records) {
    const bureau = bureauxDe(record).find((b) => enEchec.has(b));
    if (bureau !== undefined) failed.set(record, enEchec.get(bureau));
  }
  const jours = [...touches.values()].reduce((n, a) => n + a.jours.size, 0);
  return { summary: { jours, bureauxEnEchec: enEchec.size }, failed };
});
