// /secretariat/statistiques and /examinateur/statistiques (Statistics): counts of the files of the
// period in the offices selected in the header (by status, exam type, kind, police station, requester,
// examiner, month, weekday, time bucket, calendar, ITT class, custody visits in 3 hours), each as a
// chart (role="img" with its text alternative) beside its data table; filters in the URL
// (?du&au&examinateur; the examiner filter is the secretariat's, an examiner sees its own figures);
// XLSX export with one sheet per table and a filters sheet. chart.js stays in this lazy route's chunks.
import { inGroup } from '@umj/shared/roles';
import { TABLES_STATISTIQUES } from '@umj/shared/statistiques';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../components/export/download.ts';
import { ChampFiltreListe } from '../../components/champ/champ.tsx';
import { useExaminateurs } from '../../entities/examinateur/api/list-examinateurs.ts';
import { FiltrePeriode } from '../../components/periode/filtre-periode.tsx';
import { depuisLeDebutDu, libellePeriode, lirePeriode } from '../../components/periode/periode.ts';
import { TotauxPeriode } from '../../components/periode/totaux-periode.tsx';
import { useFiltreUrl } from '../../components/periode/use-filtre-url.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { languageDirection } from '../../i18n/index.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useStatistiques, type FiltreStatistiquesEcran } from './api/get-statistiques.ts';
import { xlsxStatistiques } from './export-statistiques.ts';
import { GraphiqueStatistique } from './graphique-statistique.tsx';
import { tablesAffichees } from './lignes-statistiques.ts';
import '../../components/page/page.css';
import './statistiques.css';
import { filtreBureaux } from '../../components/export/export-table.ts';

/** The screen's filter from the URL: by default from 1 January of this year up to today. */
export function filtreDepuisUrl(params: URLSearchParams, aujourdhui: number): FiltreStatistiquesEcran {
  const examinateur = params.get('examinateur');
  return {
    ...lirePeriode(params, depuisLeDebutDu('annee', aujourdhui)),
    ...(examinateur ? { examinateur } : {}),
  };
}

export default function StatistiquesPage() {
  const { t, i18n } = useTranslation(['statistiques', 'common']);
  const { user } = useSession();
  const selection = useSelectedBureaux();
  const { filtre: brut, valide: periodeValide, changer } = useFiltreUrl(filtreDepuisUrl);
  const [exportEnCours, setExportEnCours] = useState(false);
  const secretariat = inGroup(user?.role, 'anySecretariat');
  // An examiner's figures are its own (the server enforces it): no examiner parameter is sent.
  const filtre: FiltreStatistiquesEcran = secretariat ? brut : { du: brut.du, au: brut.au };
  const resultat = useStatistiques(selection.ids, filtre, selection.ready && user !== null && periodeValide);
  // Only the secretariat gets the examiner filter (every examiner of its offices, any role or status).
  const examinateurs = useExaminateurs(secretariat ? { statut: 'tous' } : null);
  const options = useMemo(
    () =>
      (examinateurs.data ?? [])
        .filter((e) => e.bureaux.some((b) => selection.ids.includes(b.id)))
        .sort((a, b) => a.nomComplet.localeCompare(b.nomComplet, 'fr'))
        .map((e) => ({ value: e.id, label: e.nomComplet })),
    [examinateurs.data, selection.ids],
  );
  const langue = i18n.language;
  const tables = useMemo(
    () => (resultat.data ? tablesAffichees(resultat.data, TABLES_STATISTIQUES, t, langue) : undefined),
    [resultat.data, t, langue],
  );
  const filtresExport = () => {
    const lignes = [
      { label: t('filtres.periode'), value: libellePeriode(filtre) },
      filtreBureaux(t('filtres.bureaux'), selection.bureaux),
    ];
    if (!secretariat && user) lignes.push({ label: t('filtres.examinateur'), value: user.nomComplet });
    else if (filtre.examinateur) {
      const nom = options.find((o) => o.value === filtre.examinateur)?.label ?? filtre.examinateur;
      lignes.push({ label: t('filtres.examinateur'), value: nom });
    }
    return lignes;
  };
  const exporter = async () => {
    if (!tables || !resultat.data) return;
    setExportEnCours(true);
    try {
      const maintenant = new Date();
      const blob = await xlsxStatistiques({
        titre: t('titre'),
        tables: tables.map(({ titre, lignes }) => ({ titre, lignes })),
        filtres: [
          ...filtresExport(),
          { label: t('resume.dossiers'), value: String(resultat.data.nombreDossiers) },
          { label: t('resume.activite'), value: String(resultat.data.nombreActivite) },
        ],
        entetes: { libelle: t('colonnes.libelle'), nombre: t('colonnes.nombre') },
        libelles: { filtres: t('common:export.feuilleFiltres'), dateExport: t('common:export.dateExport') },
        exporteLe: maintenant,
      });
      const jour = maintenant.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
      downloadBlob(blob, `${t('titre')} ${jour}.xlsx`);
    } finally {
      setExportEnCours(false);
    }
  };
  const erreur = resultat.error ?? selection.error;

  return (
    <div className="umj-page umj-stat-page">
      <div className="umj-page-entete umj-stat-entete">
        <h1 id="stat-titre">{t('titre')}</h1>
        <Button
          type="button"
          icon="pi pi-file-excel"
          label={t('exporter')}
          onClick={() => void exporter()}
          disabled={tables === undefined || exportEnCours}
          loading={exportEnCours}
        />
      </div>
      <FiltrePeriode ns="statistiques" idPrefix="stat" alerte={false} periode={filtre} onChange={changer}>
        {secretariat && (
          <ChampFiltreListe
            id="stat-examinateur"
            label={t('filtres.examinateur')}
            className="umj-periode-champ"
            valeur={filtre.examinateur}
            tous={t('filtres.tous')}
            options={options}
            onValeur={(examinateur) => changer({ examinateur })}
          />
        )}
      </FiltrePeriode>
      <p className="umj-periode-aide">{t(secretariat ? 'aide' : 'aideExaminateur')}</p>
      {!periodeValide && <Message severity="error" text={t('periodeInvalide')} />}
      {erreur != null && <Message severity="error" text={errorMessage(erreur)} />}
      {periodeValide && erreur == null && tables === undefined && (
        <ProgressSpinner aria-label={t('chargement')} style={{ inlineSize: '3rem', blockSize: '3rem' }} />
      )}
      {resultat.data && tables && (
        <>
          <TotauxPeriode
            ns="statistiques"
            prefixe="resume"
            className="umj-stat-resume"
            totaux={[
              ['dossiers', resultat.data.nombreDossiers],
              ['activite', resultat.data.nombreActivite],
            ]}
          />
          <div className="umj-stat-grille">
            {tables.map(({ table, titre, lignes }) => (
              <GraphiqueStatistique
                key={table}
                table={table}
                titre={titre}
                lignes={lignes}
                rtl={languageDirection(langue) === 'rtl'}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
