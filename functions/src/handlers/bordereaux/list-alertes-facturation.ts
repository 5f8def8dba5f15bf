// GET /bureaux/{bureauId}/bordereaux/alertes: the office's validated files without bordereau near
// (11 months) or past (12 months) the one-year billing limit since their examination (shared
// `alerteLimiteFacturation`), listed until MOIS_ALERTE_APRES_LIMITE months past it; the menu badge
// counts them (audited: the answer names patient files). Reads the D2 months of shared `periodeAlertes` only (about 5 partitions), never the table.
import type { AlerteFacturation, ListeAlertesFacturation } from '@umj/shared/bordereaux';
import {
  alerteAffichee,
  alerteLimiteFacturation,
  limiteFacturation,
  periodeAlertes,
} from '@umj/shared/limite-facturation';
import { isoDepuisJour, jourDepuisDateFr, jourParis, type Jour } from '@umj/shared/dates';
import { listerDossiersDuBureau } from '../../data/dossiers-par-mois.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { routeAuditeeDuBureau } from '../../lib/http/handler-presets.ts';

export const handler = apiHandler(
  { name: 'bordereaux/list-alertes-facturation', ...routeAuditeeDuBureau('DOSSIERS') },
  async ({ bureauId }) => {
    const aujourdhui = jourParis(new Date());
    const { du, au } = periodeAlertes(aujourdhui);
    const { dossiers } = await listerDossiersDuBureau(bureauId, du, au, {
      garder: (d) => alerteLimiteFacturation(d, aujourdhui) !== null && alerteAffichee(d, aujourdhui),
    });
    const elements: AlerteFacturation[] = dossiers.map((d) => ({
      dossier: {
        id: d.id,
        nom: d.nom,
        examenDate: d.examenDate,
        rendezVousDate: d.rendezVousDate,
        requerant: d.requerant,
        requisitionFournie: d.requisitionFournie,
        requisitionNumero: d.requisitionNumero,
        examenType: d.examenType,
        examinateur: d.examinateur,
        version: d.version,
      },
      etat: alerteLimiteFacturation(d, aujourdhui) as AlerteFacturation['etat'],
      limite: isoDepuisJour(limiteFacturation(jourDepuisDateFr(d.examenDate as string) as Jour)),
    }));
    const answer: ListeAlertesFacturation = { elements };
    return { body: answer };
  },
);
