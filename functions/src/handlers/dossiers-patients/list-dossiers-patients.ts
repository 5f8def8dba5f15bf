// GET /bureaux/{bureauId}/dossiers-patients?du&au[&statut&examinateur&lieu&q&nom&suivant&limite]: one
// page of an office's patient files by appointment day. One Query per month of the office (D2), of
// one examiner (D3) when `examinateur` is given, of the name index (D14) for `nom`, of the status
// index (D13; the pseudo-status 3050: its three statuses merged) for `statut`; an examiner (doctor,
// psychologist) always gets only the files it examines (D3 with its own id). What the index read does
// not settle (kind, the docs/product-rules.md#search text, a status or name beside another index)
// filters that office's items in memory. Every page is audited with the ids it returned (CNIL).
import { jourDepuisIso, type Jour } from '@umj/shared/dates';
import {
  filtreDossiersSchema,
  PERIODE_MAX_JOURS,
  type DossierPatientStocke,
  type PageDossiers,
} from '@umj/shared/dossiers-api';
import { analyserRecherche, correspondRecherche, nomCommencePar } from '@umj/shared/recherche';
import { statutCorrespond } from '@umj/shared/statuts-dossier';
import {
  decoderCurseur,
  encoderCurseur,
  listerDossiersDuBureau,
  pageDossiersExaminateur,
} from '../../data/dossiers-par-mois.ts';
import { pageDossiersParNom, pageDossiersParStatut } from '../../data/dossiers-filtres.ts';
import { moisEntre } from '../../data/mois.ts';
import { ValidationError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { estExaminateur } from '../../services/dossiers-patients.ts';

export const handler = apiHandler(
  {
    name: 'dossiers-patients/list-dossiers-patients',
    audited: true,
    bureau: 'path',
    query: filtreDossiersSchema,
    cible: ({ bureauId }) => `BUREAU#${bureauId}#DOSSIERS`,
  },
  async ({ bureauId, query, session, audit }) => {
    const du = jourDepuisIso(query.du) as Jour;
    const au = jourDepuisIso(query.au) as Jour;
    if (au - du + 1 > PERIODE_MAX_JOURS) {
      throw new ValidationError(`La période ne doit pas dépasser ${PERIODE_MAX_JOURS} jours`, 'au');
    }
    const curseur = query.suivant === undefined ? null : decoderCurseur(query.suivant);
    if (query.suivant !== undefined && (curseur === null || curseur.m >= moisEntre(du, au).length)) {
      throw new ValidationError('Curseur de pagination invalide', 'suivant');
    }
    const recherche = query.q === undefined ? null : analyserRecherche(query.q);
    const garder = (d: DossierPatientStocke) =>
      (query.statut === undefined || statutCorrespond(d.statut?.id ?? 0, query.statut)) &&
      (query.lieu === undefined || d.lieu === query.lieu) &&
      (recherche === null || correspondRecherche(d, recherche)) &&
      (query.nom === undefined || nomCommencePar(d.nom, query.nom));
    const options = { curseur, limite: query.limite, garder };
    const examinateur = estExaminateur(session) ? session.utilisateurId : query.examinateur;
    const page =
      examinateur !== undefined
        ? await pageDossiersExaminateur(bureauId, examinateur, du, au, options)
        : query.nom !== undefined
          ? await pageDossiersParNom(bureauId, query.nom, du, au, options)
          : query.statut !== undefined
            ? await pageDossiersParStatut(bureauId, query.statut, du, au, options)
            : await listerDossiersDuBureau(bureauId, du, au, options);
    audit.cible = `BUREAU#${bureauId}#DOSSIERS:${page.dossiers.map((d) => d.id).join(',')}`;
    const body: PageDossiers = {
      elements: page.dossiers,
      suivant: page.suivant ? encoderCurseur(page.suivant) : null,
    };
    return { body };
  },
);
