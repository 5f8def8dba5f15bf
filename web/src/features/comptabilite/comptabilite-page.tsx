// /secretariat/comptabilite and /examinateur/comptabilite (issue 11 Accounting): the acts (Examiné to
// Rapport validé) of the period in the offices selected in the header, their totals HT/TVA/TTC billed
// and not billed and the participation shares, broken down by examiner, requester, exam type or month;
// CSV/XLSX exports and print through the list pattern. An examiner sees only its own acts (the server
// answers them). Filters live in the URL (?du&au&par).
import { centimes, formatEuros } from '@umj/shared/argent';
import { AXES_COMPTABILITE, type AxeComptabilite } from '@umj/shared/comptabilite';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { Dropdown } from 'primereact/dropdown';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListPage } from '../../components/list/list-page.tsx';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { dropdownLabel } from '../../lib/dropdown-label.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useComptabilite, type FiltreComptabiliteEcran } from './api/get-comptabilite.ts';
import { colonnesComptabilite, lignesEcran } from './colonnes-comptabilite.tsx';
import './comptabilite.css';

const dateFr = (iso: string) => iso.split('-').reverse().join('/');
const estDate = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The screen's filter from the URL: by default the current month up to today, by examiner. */
export function filtreDepuisUrl(params: URLSearchParams, aujourdhui: number): FiltreComptabiliteEcran {
  const iso = isoDepuisJour(aujourdhui);
  const par = params.get('par');
  return {
    du: estDate(params.get('du')) ? (params.get('du') as string) : `${iso.slice(0, 8)}01`,
    au: estDate(params.get('au')) ? (params.get('au') as string) : iso,
    par: (AXES_COMPTABILITE as readonly string[]).includes(par ?? '')
      ? (par as AxeComptabilite)
      : 'examinateur',
  };
}

export default function ComptabilitePage() {
  const { t, i18n } = useTranslation(['comptabilite', 'common']);
  const { user } = useSession();
  const selection = useSelectedBureaux();
  const [params, setParams] = useSearchParams();
  const [aujourdhui] = useState(() => jourParis(new Date()));
  const filtre = filtreDepuisUrl(params, aujourdhui);
  const periodeValide = filtre.du <= filtre.au;
  const resultat = useComptabilite(selection.ids, filtre, selection.ready && user !== null && periodeValide);
  const langue = i18n.language;
  const lignes = useMemo(
    () => (resultat.data ? lignesEcran(resultat.data, t, langue) : undefined),
    [resultat.data, t, langue],
  );
  const colonnes = useMemo(() => colonnesComptabilite(filtre.par), [filtre.par]);
  const changer = (changements: Record<string, string>) =>
    setParams(
      (p) => {
        const suivant = new URLSearchParams(p);
        for (const [cle, valeur] of Object.entries(changements)) suivant.set(cle, valeur);
        return suivant;
      },
      { replace: true },
    );
  const totaux = resultat.data?.totaux;
  const axes = AXES_COMPTABILITE.map((a) => ({ value: a, label: t(`axes.${a}`) }));

  return (
    <ListPage
      title={t('titre')}
      query={{
        data: lignes,
        isPending: periodeValide && lignes === undefined && !resultat.isError,
        isError: resultat.isError || selection.error != null,
        error: resultat.error ?? selection.error,
        refetch: resultat.refetch,
      }}
      columns={colonnes}
      dataKey="id"
      rowName={(l) => l.libelle}
      virtualAbove={500}
      exportFilters={[
        { label: t('filtres.periode'), value: `${dateFr(filtre.du)} – ${dateFr(filtre.au)}` },
        { label: t('filtres.par'), value: t(`axes.${filtre.par}`) },
        { label: t('filtres.bureaux'), value: selection.bureaux.map((b) => b.nom).join(', ') },
        ...(resultat.data
          ? [{ label: t('filtres.taux'), value: `${resultat.data.tauxDeParticipationAuxFrais} %` }]
          : []),
      ]}
      toolbar={
        <div className="umj-compta-barre">
          <div className="umj-compta-filtres" role="search" aria-label={t('filtres.titre')}>
            <div className="umj-compta-filtre">
              <label htmlFor="compta-du">{t('filtres.du')}</label>
              <input
                id="compta-du"
                type="date"
                className="p-inputtext p-component"
                value={filtre.du}
                onChange={(e) => e.target.value && changer({ du: e.target.value })}
              />
            </div>
            <div className="umj-compta-filtre">
              <label htmlFor="compta-au">{t('filtres.au')}</label>
              <input
                id="compta-au"
                type="date"
                className="p-inputtext p-component"
                value={filtre.au}
                onChange={(e) => e.target.value && changer({ au: e.target.value })}
              />
            </div>
            <div className="umj-compta-filtre">
              <label htmlFor="compta-par">{t('filtres.par')}</label>
              <Dropdown
                inputId="compta-par"
                value={filtre.par}
                options={axes}
                optionLabel="label"
                optionValue="value"
                onChange={(e) => changer({ par: e.value as string })}
                {...dropdownLabel(t('filtres.par'))}
              />
            </div>
          </div>
          {!periodeValide && (
            <p className="umj-compta-erreur" role="alert">
              {t('periodeInvalide')}
            </p>
          )}
          {totaux && (
            <dl className="umj-compta-totaux" aria-label={t('totaux.titre')}>
              {(
                [
                  ['actes', String(totaux.total.nombreActes)],
                  ['ht', formatEuros(centimes(totaux.total.ht))],
                  ['tva', formatEuros(centimes(totaux.total.tva))],
                  ['ttc', formatEuros(centimes(totaux.total.ttc))],
                  ['facture', formatEuros(centimes(totaux.facture.ttc))],
                  ['nonFacture', formatEuros(centimes(totaux.nonFacture.ttc))],
                  ['partBureau', formatEuros(centimes(totaux.partBureau))],
                  ['partExaminateurs', formatEuros(centimes(totaux.partExaminateurs))],
                ] as const
              ).map(([cle, valeur]) => (
                <div key={cle} className="umj-compta-total">
                  <dt>{t(`totaux.${cle}`)}</dt>
                  <dd>{valeur}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className="umj-compta-aide">{t('aide')}</p>
        </div>
      }
    />
  );
}
