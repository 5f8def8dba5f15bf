// A billed file is frozen while its bordereau stands (docs/api.md#errors, DOSSIER_FACTURE; shared
// dossier-facture.ts): the form says so above the fields, the bordereau's number a link to its screen
// for a user who may open it.
import { canAccess } from '@umj/shared/routes';
import { Message } from 'primereact/message';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { CHEMIN_AFFICHER, cheminAfficher } from '../../bordereau/chemins.ts';

export function BandeauFacture({ bureauId, numero }: { bureauId: string; numero: string }) {
  const { user } = useSession();
  const lien = canAccess(user, CHEMIN_AFFICHER) ? (
    <Link to={cheminAfficher(bureauId, numero)} data-testid="lien-bordereau" />
  ) : (
    <strong />
  );
  return (
    <Message
      className="umj-dossier-message"
      severity="warn"
      content={
        <span role="status">
          <Trans
            ns="dossiers-patients"
            i18nKey="formulaire.facture"
            values={{ numero }}
            components={{ lien }}
          />
        </span>
      }
    />
  );
}
