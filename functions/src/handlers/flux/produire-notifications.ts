// The stream consumer of the event-driven notifications (docs/architecture.md#notifications): for a batch
// of the table's change records (NEW_AND_OLD_IMAGES), a patient file created or changed notifies its
// newly assigned examiner, a visit request already near or past its 3-hour limit notifies its doctor and
// the office's secretariat, an examiner's feedback written on a file is a message to the secretariat;
// a configuration entry written with a new version notifies everyone concerned (services/notifications.ts).
// Every notification is a conditional Put under a deterministic id: a batch delivered twice writes
// nothing more. Writing a notification is itself a change the notifier (notifier-changements.ts) sends
// to the recipient's connections. A failure throws: the batch is retried, then dead-lettered
// (lib/lambda/stream-batch-handler.ts).
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { dossierDepuisItem } from '../../data/dossiers.ts';
import { keys } from '../../data/keys.ts';
import { creerNotifications, type Envoi } from '../../data/notifications.ts';
import { envoiDeConfiguration, envoisDuDossier } from '../../services/notifications.ts';
import { streamBatchHandler } from '../../lib/lambda/stream-batch-handler.ts';

type Image = Record<string, AttributeValue> | undefined;
const lire = (image: Image) => (image ? unmarshall(image) : undefined);

function dossierDe(item: Record<string, unknown> | undefined): DossierPatientStocke | undefined {
  return item?.type === 'DossierPatient' ? dossierDepuisItem(item) : undefined;
}

async function envoisDeLEnregistrement(record: DynamoDBRecord, now: Date): Promise<Envoi[]> {
  const d = record.dynamodb;
  if (record.eventName === 'REMOVE' || !d?.NewImage) return [];
  const apres = lire(d.NewImage as Image) as Record<string, unknown>;
  const avant = lire(d.OldImage as Image);
  const dossier = dossierDe(apres);
  if (dossier && typeof apres.bureauId === 'string') {
    return envoisDuDossier(apres.bureauId, dossierDe(avant), dossier, now);
  }
  const estConfiguration = apres.PK === keys.configurationCollection && apres.type === 'Configuration';
  if (!estConfiguration || avant?.version === apres.version) return [];
  return [
    await envoiDeConfiguration(apres.cle as string, avant?.valeur, apres.valeur, apres.version as number),
  ];
}

export const handler = streamBatchHandler({ name: 'flux/produire-notifications' }, async (records) => {
  const now = new Date();
  const envois: Envoi[] = [];
  for (const record of records) envois.push(...(await envoisDeLEnregistrement(record, now)));
  return { summary: { notifications: await creerNotifications(envois, now) } };
});
