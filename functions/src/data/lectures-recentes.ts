// D12 (docs/data-model.md): a user's reads of one patient file are recorded at most once per 15 minutes
// (a screen that refetches, a file reopened, add no read event). One item per user and file, in the
// file's partition (`LECTURE#<user>`), says when its read was last recorded; the 'lecture' history item
// (D5) is written in the same transaction, only when that instant is more than 15 minutes old (or
// absent). The item's TTL removes it once the window has passed. The read's audit entry is written in
// the same transaction (data/audit-requete.ts): a read recorded within the window writes none.
import type { EvenementHistorique } from '@umj/shared/dossiers-api';
import { failedTransactionItems, isTransactionConflict } from './conditional-errors.ts';
import { itemHistorique } from './dossiers.ts';
import { tableName } from './dynamodb-client.ts';
import { transact } from './ecriture-versionnee.ts';
import { keys } from './keys.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';

/** The window within which a user's reads of one file make one read event. */
export const FENETRE_LECTURE_MS = 15 * 60 * 1000;

/**
 * Records `evenement` (a 'lecture' by `utilisateurId`) in the file's history unless that user's read of
 * the file was recorded less than 15 minutes before `maintenant`. Answers whether it was recorded.
 */
export async function enregistrerLectureAuPlusUneFois(
  bureauId: string,
  dossierId: number,
  utilisateurId: string,
  evenement: EvenementHistorique,
  maintenant: Date,
): Promise<boolean> {
  const instant = maintenant.getTime();
  try {
    await transact(
      [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.lectureRecente(bureauId, dossierId, utilisateurId),
              type: 'LectureRecente',
              lueLe: instant,
              [TABLE_TTL_ATTRIBUTE]: Math.ceil((instant + FENETRE_LECTURE_MS) / 1000),
            },
            ConditionExpression: 'attribute_not_exists(PK) OR lueLe <= :limite',
            ExpressionAttributeValues: { ':limite': instant - FENETRE_LECTURE_MS },
          },
        },
        { Put: { TableName: tableName(), Item: itemHistorique(bureauId, dossierId, evenement) } },
      ],
      () => undefined,
    );
    return true;
  } catch (error) {
    // Recorded within the window, or being recorded right now by a concurrent read of the same user.
    if (failedTransactionItems(error).includes(0) || isTransactionConflict(error)) return false;
    throw error;
  }
}
