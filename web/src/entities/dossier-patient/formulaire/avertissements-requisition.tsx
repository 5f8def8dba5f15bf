// The warnings of a saved patient file (docs/api.md#requisitions-en-double): its requisition number is
// already used by another file of the same requester; each names that file (the server's French text)
// with a link opening it in the role's patient-file list. The save was done: nothing to undo.
import type { AvertissementRequisition } from '@umj/shared/requisitions';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { lienDossier, routeListe } from '../liens.ts';

export function AvertissementsRequisition({
  avertissements,
}: {
  avertissements: readonly AvertissementRequisition[];
}) {
  const { t } = useTranslation('dossiers-patients');
  const route = routeListe(useSession().user?.role);
  if (avertissements.length === 0) return null;
  return (
    <div className="umj-dossier-avertissements" role="status">
      {avertissements.map((a, i) => (
        <Message
          key={a.dossier ? `${a.dossier.bureauId}~${a.dossier.id}` : i}
          className="umj-dossier-message"
          severity="warn"
          content={
            <span>
              {a.message}{' '}
              {route !== null && a.dossier && (
                <Link to={lienDossier(route, a.dossier.bureauId, a.dossier.id)}>
                  {t('requisition.ouvrir', { id: a.dossier.id })}
                </Link>
              )}
            </span>
          }
        />
      ))}
    </div>
  );
}
