// Where a notification leads (docs/architecture.md#notifications): the patient file in the role's list,
// the role's visit requests, the duty grid, or the settings.
import type { Notification } from '@umj/shared/notifications';
import type { Role } from '@umj/shared/roles';
import { inGroup } from '@umj/shared/roles';
import { lienDossier, routeListe } from '../../../entities/dossier-patient/liens.ts';

export function lienNotification(n: Notification, role: Role | null | undefined): string | null {
  const espace = inGroup(role, 'anySecretariat') ? '/secretariat' : '/examinateur';
  switch (n.genre) {
    case 'visite-echeance-proche':
    case 'visite-echeance-depassee':
      return `${espace}/demande-de-visite`;
    case 'garde-non-confirmee':
      return '/secretariat/disponibilitedv';
    case 'configuration-modifiee':
      return '/configuration/reglages';
    default: {
      const route = routeListe(role);
      return route !== null && n.bureauId !== null && n.dossierId !== null
        ? lienDossier(route, n.bureauId, n.dossierId)
        : route;
    }
  }
}
