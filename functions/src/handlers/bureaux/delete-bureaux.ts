// DELETE /bureaux (docs/product-rules.md#calls): admin only; body { ids, versions: { [id]: version } } -> 200 { ids }. All or
// nothing: 404 when one of the offices does not exist or is outside the caller's offices, 409
// VERSION_CONFLICT when one changed since it was read, 409 BUREAU_NON_VIDE when one still has users
// ('Ce bureau a encore des utilisateurs : retirez-les avant de le supprimer.') or police stations
// or requesters (their ids carry the office: they would be orphaned). The logo
// objects are deleted with their offices.
import { suppressionBureauxSchema } from '@umj/shared/bureau';
import { supprimerBureaux, lireBureaux } from '../../data/bureaux.ts';
import { bureauAEntrees, LISTES } from '../../data/listes.ts';
import { bureauAMembres } from '../../data/utilisateurs.ts';
import {
  BUREAU_AVEC_LISTES,
  BureauNonVideError,
  NotFoundError,
  ValidationError,
  VersionConflictError,
} from '../../errors.ts';
import { deleteFile } from '../../lib/adapters/files-storage.ts';
import { errorFields, logger } from '../../lib/adapters/logger.ts';
import { assertBureauVisible } from '../../lib/auth/office-scope.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';

/** DynamoDB transactions hold at most 100 items, the request's audit entry one of them. */
const MAX_IDS = 99;

export const handler = apiHandler(
  { name: 'bureaux/delete-bureaux', audited: true, body: suppressionBureauxSchema },
  async ({ body, session, audit }) => {
    const ids = [...new Set(body.ids)];
    if (ids.length > MAX_IDS) throw new ValidationError(`Veuillez choisir au plus ${MAX_IDS} bureaux`, 'ids');
    audit.cible = ids.map((id) => `BUREAU#${id}`).join(',');
    audit.bureauId = ids.length === 1 ? ids[0] : undefined;
    for (const id of ids) assertBureauVisible(session, id);
    const bureaux = await lireBureaux(ids);
    if (bureaux.length !== ids.length) throw new NotFoundError('Bureau introuvable');
    if (bureaux.some((b) => b.version !== body.versions[b.id])) throw new VersionConflictError();
    for (const id of ids) if (await bureauAMembres(id)) throw new BureauNonVideError();
    for (const id of ids) if (await aDesEntrees(id)) throw new BureauNonVideError(BUREAU_AVEC_LISTES);
    await supprimerBureaux(bureaux.map((b) => ({ id: b.id, version: b.version })));
    for (const b of bureaux) if (b.logo) await deleteLogo(b.logo);
    return { body: { ids } };
  },
);

/** Police stations and requesters belong to one office (their ids name it): they would be orphaned. */
async function aDesEntrees(bureauId: string): Promise<boolean> {
  const [commissariats, requerants] = await Promise.all([
    bureauAEntrees(LISTES.commissariats, bureauId),
    bureauAEntrees(LISTES.requerants, bureauId),
  ]);
  return commissariats || requerants;
}

/** The office is gone: a logo left behind is only logged (the answer stays a success). */
async function deleteLogo(key: string): Promise<void> {
  try {
    await deleteFile(key);
  } catch (error) {
    logger.warn('logo du bureau supprimé non effacé du stockage', { key, ...errorFields(error) });
  }
}
