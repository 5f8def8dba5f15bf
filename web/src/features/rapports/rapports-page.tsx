// /secretariat/dprapport ("Report worklist"; docs/product-rules.md#screens any signed-in user, the server narrows to
// the files the caller may see): the patient files Examiné (30) or Rapport en cours (40) of the offices
// selected in the header, ordered by examiner then the most urgent first (sortable and filterable by
// examiner), with the report type's delivery time, the deadline, the days elapsed since the exam and the
// lateness shown by colour, icon and text. Rules of echeances-rapport.ts: a file's report type is the
// report type (DpRapport) naming its exam type, the shortest delivery time when several do; no deadline
// when none does. Period: the appointment days of the last 365 days up to today (one call per office
// and status, one Query per month on the server); older unfinished reports are in the full list.
// List pattern (exports, print); a row opens the file form (`?dossier=<bureauId>~<id>`).
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { STATUT } from '@umj/shared/statuts-dossier';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListPage } from '../../components/list/list-page.tsx';
import { useNomsBureaux } from '../../lib/bureaux/use-noms-bureaux.ts';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useDossiers } from '../../entities/dossier-patient/api/list-dossiers.ts';
import { useTypesRapport } from './api/list-types-rapport.ts';
import { BoutonOuvrir } from '../../entities/dossier-patient/liste/bouton-ouvrir.tsx';
import { DossierDemandeDialog } from '../../entities/dossier-patient/formulaire/dossier-demande-dialog.tsx';
import {
  avecFiltre,
  dossierDemande,
  valeurDossierDemande,
} from '../../entities/dossier-patient/liste/filtre-liste.ts';
import { ligneDossier } from '../../entities/dossier-patient/liste/dossier-columns.tsx';
import { rapportColumns, type LigneRapport } from './rapport-columns.tsx';
import { echeanceRapport, ordreRapports } from './echeances-rapport.ts';
import './rapports.css';
import { filtreBureaux } from '../../components/export/export-table.ts';

/** Days of appointments looked at, today included (PERIODE_MAX_JOURS allows 366). */
const JOURS_PERIODE = 366;

export default function RapportsPage() {
  const { t } = useTranslation(['dossiers-rapports', 'common']);
  const { user } = useSession();
  const selection = useSelectedBureaux();
  const [params, setParams] = useSearchParams();
  const [aujourdhui] = useState(() => jourParis(new Date()));
  const periode = { du: isoDepuisJour(aujourdhui - (JOURS_PERIODE - 1)), au: isoDepuisJour(aujourdhui) };
  const pret = selection.ready && user !== null;
  const examines = useDossiers(selection.ids, { ...periode, statut: STATUT.examine }, pret);
  const enCours = useDossiers(selection.ids, { ...periode, statut: STATUT.rapportEnCours }, pret);
  const typesRapport = useTypesRapport();

  const nomsBureaux = useNomsBureaux(selection.visible);
  const lignes = useMemo(() => {
    if (examines.data === undefined || enCours.data === undefined || typesRapport.data === undefined)
      return undefined;
    return ordreRapports(
      [...examines.data, ...enCours.data].map(
        (d): LigneRapport => ({
          ...ligneDossier(d, nomsBureaux.get(d.bureauId)),
          examinateurNom: d.examinateur?.nomComplet ?? t('sansExaminateur'),
          echeance: echeanceRapport(d, typesRapport.data, aujourdhui),
        }),
      ),
    );
  }, [examines.data, enCours.data, typesRapport.data, nomsBureaux, aujourdhui, t]);

  const examinateurs = useMemo(
    () => [...new Set((lignes ?? []).map((l) => l.examinateurNom))].sort((a, b) => a.localeCompare(b, 'fr')),
    [lignes],
  );
  const ouvert = dossierDemande(params.get('dossier'));
  const ouvrir = (l: LigneRapport) =>
    setParams((p) => avecFiltre(p, { dossier: valeurDossierDemande(l.bureauId, l.id) }));
  const fermer = () => setParams((p) => avecFiltre(p, { dossier: undefined }));

  const colonnes = useMemo(
    () => rapportColumns(t, examinateurs, selection.ids.length > 1, ouvrir),
    // `ouvrir` only writes the URL through setParams: the columns need not change with it.
    [t, examinateurs, selection.ids.length],
  );
  const enRetard = (lignes ?? []).filter((l) => l.echeance.etat === 'retard').length;
  // "Late only" is a filter of the page (in the URL, written in the exports' filters sheet).
  const retardsSeuls = params.get('retard') === '1';
  const affichees = retardsSeuls ? lignes?.filter((l) => l.echeance.etat === 'retard') : lignes;
  const erreur = examines.error ?? enCours.error ?? typesRapport.error ?? selection.error;

  return (
    <ListPage
      title={t('titre')}
      query={{
        data: affichees,
        isPending: lignes === undefined && erreur == null,
        isError: erreur != null,
        error: erreur,
        refetch: () => Promise.all([examines.refetch(), enCours.refetch(), typesRapport.refetch()]),
      }}
      columns={colonnes}
      dataKey="cle"
      rowName={(l) => l.nom || t('sansNom')}
      rowActions={(l) => (
        <BoutonOuvrir label={t('ouvrir', { nom: l.nom || t('sansNom') })} onClick={() => ouvrir(l)} />
      )}
      exportFilters={[
        {
          label: t('filtres.periode'),
          value: `${periode.du.split('-').reverse().join('/')} – ${periode.au.split('-').reverse().join('/')}`,
        },
        { label: t('filtres.statuts'), value: 'Examiné, Rapport en cours' },
        filtreBureaux(t('filtres.bureaux'), selection.bureaux),
        ...(retardsSeuls ? [{ label: t('filtres.retard'), value: t('common:oui') }] : []),
      ]}
      toolbar={
        <div className="umj-rapports-barre">
          <p className="umj-rapports-aide">{t('aide')}</p>
          <div className="umj-rapports-option">
            <Checkbox
              inputId="rapports-retard"
              checked={retardsSeuls}
              onChange={(e) =>
                setParams((p) => avecFiltre(p, { retard: e.checked ? '1' : undefined }), { replace: true })
              }
            />
            <label htmlFor="rapports-retard">{t('filtres.retardSeuls')}</label>
          </div>
          {lignes !== undefined && (
            <Message
              severity={enRetard > 0 ? 'warn' : 'success'}
              text={t(enRetard > 0 ? 'resume.retards' : 'resume.aucunRetard', {
                total: lignes.length,
                retards: enRetard,
              })}
            />
          )}
        </div>
      }
    >
      <DossierDemandeDialog demande={ouvert} onClose={fermer} />
    </ListPage>
  );
}
