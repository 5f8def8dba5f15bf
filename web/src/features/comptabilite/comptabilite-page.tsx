// /secretariat/comptabilite and /examinateur/comptabilite (Accounting): the acts (Examiné to Rapport
// validé) of the period in the offices selected in the header, their totals HT/TVA/TTC billed and not
// billed and the participation shares, broken down by examiner, requester, exam type or month; CSV/XLSX
// exports and print through the list pattern. An examiner sees only its own acts (the server answers
// them). Filters live in the URL (?du&au&par).
import { centimes, formatEuros } from '@umj/shared/argent';
import { AXES_COMPTABILITE, type AxeComptabilite } from '@umj/shared/comptabilite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/list-page.tsx';
import { derivedListQuery } from '../../components/list/list-query.ts';
import { ChampListe } from '../../components/champ/champ.tsx';
import { FiltrePeriode } from '../../components/periode/filtre-periode.tsx';
import { depuisLeDebutDu, libellePeriode, lirePeriode } from '../../components/periode/periode.ts';
import { TotauxPeriode } from '../../components/periode/totaux-periode.tsx';
import { useFiltreUrl } from '../../components/periode/use-filtre-url.ts';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useComptabilite, type FiltreComptabiliteEcran } from './api/get-comptabilite.ts';
import { colonnesComptabilite, lignesEcran } from './colonnes-comptabilite.tsx';
import { filtreBureaux } from '../../components/export/export-table.ts';

/** The screen's filter from the URL: by default the current month up to today, by examiner. */
export function filtreDepuisUrl(params: URLSearchParams, aujourdhui: number): FiltreComptabiliteEcran {
  const par = params.get('par');
  return {
    ...lirePeriode(params, depuisLeDebutDu('mois', aujourdhui)),
    par: (AXES_COMPTABILITE as readonly string[]).includes(par ?? '')
      ? (par as AxeComptabilite)
      : 'examinateur',
  };
}

export default function ComptabilitePage() {
  const { t, i18n } = useTranslation(['comptabilite', 'common']);
  const { user } = useSession();
  const selection = useSelectedBureaux();
  const { filtre, valide: periodeValide, changer } = useFiltreUrl(filtreDepuisUrl);
  const resultat = useComptabilite(selection.ids, filtre, selection.ready && user !== null && periodeValide);
  const langue = i18n.language;
  const lignes = useMemo(
    () => (resultat.data ? lignesEcran(resultat.data, t, langue) : undefined),
    [resultat.data, t, langue],
  );
  const colonnes = useMemo(() => colonnesComptabilite(filtre.par), [filtre.par]);
  const totaux = resultat.data?.totaux;
  const axes = AXES_COMPTABILITE.map((a) => ({ value: a, label: t(`axes.${a}`) }));

  return (
    <ListPage
      title={t('titre')}
      query={derivedListQuery(lignes, resultat, { enabled: periodeValide, error: selection.error })}
      columns={colonnes}
      rowName={(l) => l.libelle}
      virtualAbove={500}
      exportFilters={[
        { label: t('filtres.periode'), value: libellePeriode(filtre) },
        { label: t('filtres.par'), value: t(`axes.${filtre.par}`) },
        filtreBureaux(t('filtres.bureaux'), selection.bureaux),
        ...(resultat.data
          ? [{ label: t('filtres.taux'), value: `${resultat.data.tauxDeParticipationAuxFrais} %` }]
          : []),
      ]}
      toolbar={
        <div className="umj-periode-barre">
          <FiltrePeriode ns="comptabilite" idPrefix="compta" periode={filtre} onChange={changer}>
            <ChampListe
              id="compta-par"
              label={t('filtres.par')}
              className="umj-periode-champ"
              nomAccessible
              value={filtre.par}
              options={axes}
              onChange={(e) => changer({ par: e.value as string })}
            />
          </FiltrePeriode>
          {totaux && (
            <TotauxPeriode
              ns="comptabilite"
              prefixe="totaux"
              // The browser tests find the totals by this class (the look is components/periode's).
              className="umj-compta-totaux"
              totaux={[
                ['actes', String(totaux.total.nombreActes)],
                ['ht', formatEuros(centimes(totaux.total.ht))],
                ['tva', formatEuros(centimes(totaux.total.tva))],
                ['ttc', formatEuros(centimes(totaux.total.ttc))],
                ['facture', formatEuros(centimes(totaux.facture.ttc))],
                ['nonFacture', formatEuros(centimes(totaux.nonFacture.ttc))],
                ['partBureau', formatEuros(centimes(totaux.partBureau))],
                ['partExaminateurs', formatEuros(centimes(totaux.partExaminateurs))],
              ]}
            />
          )}
          <p className="umj-periode-aide">{t('aide')}</p>
        </div>
      }
    />
  );
}
