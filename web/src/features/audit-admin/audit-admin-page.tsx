// /admin/audit (administrators; the server answers an administrator whose account lists offices the
// entries of its offices only): the audit entries of the Paris days du..au, newest first, in Paris
// time, filtered by user (part of the e-mail address), office, action and result; a page of 200
// entries at a time ("Charger plus", under the entries it extends); CSV/XLSX exports and print through
// the list pattern (papaparse); the verification of each 5-minute period's digest on demand, for
// administrators of every office. Filters live in the URL (?du&au&utilisateur&bureauId&action&resultat).
import type { ResultatAudit } from '@umj/shared/audit';
import { isoDepuisJour } from '@umj/shared/dates';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/list-page.tsx';
import { derivedListQuery } from '../../components/list/list-query.ts';
import { FiltrePeriode } from '../../components/periode/filtre-periode.tsx';
import { ChampFiltreListe } from '../../components/champ/champ.tsx';
import { libellePeriode, lirePeriode } from '../../components/periode/periode.ts';
import { useFiltreUrl } from '../../components/periode/use-filtre-url.ts';
import { useMayCall } from '../../components/list/office-scoped.ts';
import { useBureaux } from '../../lib/bureaux/bureaux-query.ts';
import { FieldFrame } from '../../lib/forms/field-frame.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useEntreesAudit, type FiltreAudit } from './api/audit.ts';
import { colonnesAudit } from './colonnes-audit.tsx';
import { VerificationAudit } from './verification-audit.tsx';
import './audit-admin.css';

const RESULTATS: readonly ResultatAudit[] = ['succès', 'refusé', 'échec'];

type Options = readonly { value: string; label: string }[];

/** The screen's filter from the URL: by default today (Paris days, as `GET /audit` reads them). */
export function filtreDepuisUrl(params: URLSearchParams, aujourdhui: number): FiltreAudit {
  const jour = isoDepuisJour(aujourdhui);
  const texte = (cle: string) => params.get(cle)?.trim() || undefined;
  const resultat = params.get('resultat');
  return {
    ...lirePeriode(params, { du: jour, au: jour }),
    utilisateur: texte('utilisateur'),
    bureauId: texte('bureauId'),
    action: texte('action'),
    resultat: (RESULTATS as readonly string[]).includes(resultat ?? '')
      ? (resultat as ResultatAudit)
      : undefined,
  };
}

/** A text filter applied on Enter or when the field is left (not on every keystroke). */
function FiltreTexte({
  id,
  label,
  valeur,
  appliquer,
}: {
  id: string;
  label: string;
  valeur?: string;
  appliquer(v: string): void;
}) {
  const [texte, setTexte] = useState(valeur ?? '');
  return (
    <FieldFrame className="umj-periode-champ" id={id} label={label}>
      <InputText
        id={id}
        value={texte}
        onChange={(e) => setTexte(e.target.value)}
        onBlur={() => appliquer(texte.trim())}
        onKeyDown={(e) => e.key === 'Enter' && appliquer(texte.trim())}
      />
    </FieldFrame>
  );
}

export default function AuditAdminPage() {
  const { t } = useTranslation(['audit-admin', 'common']);
  const { user } = useSession();
  // The digests cover every office: their verification is for administrators of every office.
  const verifie = useMayCall('audit/verifier-audit');
  const { filtre, valide, changer } = useFiltreUrl(filtreDepuisUrl);
  const entrees = useEntreesAudit(filtre, valide);
  const bureaux = useBureaux();
  const noms = useMemo(() => new Map((bureaux.data ?? []).map((b) => [b.id, b.nom])), [bureaux.data]);
  const colonnes = useMemo(() => colonnesAudit((id) => noms.get(id) ?? id), [noms]);
  const lignes = useMemo(() => entrees.data?.pages.flatMap((p) => p.elements), [entrees.data]);
  const optionsBureaux = (bureaux.data ?? []).map((b) => ({ value: b.id, label: b.nom }));
  const optionsResultats = RESULTATS.map((r) => ({ value: r, label: r }));
  /** A filter of the bar, its URL parameter `cle`: a list ("Tous" when empty) or a text. */
  const champ = (nom: string, cle: Exclude<keyof FiltreAudit, 'du' | 'au'>, options?: Options) => {
    const id = `audit-${nom}`;
    const label = t(`filtres.${nom}`);
    const appliquer = (valeur: string | undefined) => changer({ [cle]: valeur });
    return options ? (
      <ChampFiltreListe
        id={id}
        label={label}
        className="umj-periode-champ"
        valeur={filtre[cle]}
        tous={t('common:liste.tous')}
        options={options}
        onValeur={appliquer}
      />
    ) : (
      <FiltreTexte id={id} label={label} valeur={filtre[cle]} appliquer={appliquer} />
    );
  };

  return (
    <ListPage
      title={t('titre')}
      listId="audit"
      query={derivedListQuery(lignes, entrees, { enabled: valide })}
      columns={colonnes}
      rowName={(e) => `${e.action} ${e.date}`}
      virtualAbove={500}
      exportFilters={[
        { label: t('filtres.periode'), value: libellePeriode(filtre) },
        ...(filtre.utilisateur ? [{ label: t('filtres.utilisateur'), value: filtre.utilisateur }] : []),
        ...(filtre.bureauId
          ? [{ label: t('filtres.bureau'), value: noms.get(filtre.bureauId) ?? filtre.bureauId }]
          : []),
        ...(filtre.action ? [{ label: t('filtres.action'), value: filtre.action }] : []),
        ...(filtre.resultat ? [{ label: t('filtres.resultat'), value: filtre.resultat }] : []),
      ]}
      toolbar={
        <div className="umj-periode-barre">
          <FiltrePeriode ns="audit-admin" idPrefix="audit" periode={filtre} onChange={changer}>
            {champ('utilisateur', 'utilisateur')}
            {champ('bureau', 'bureauId', optionsBureaux)}
            {champ('action', 'action')}
            {champ('resultat', 'resultat', optionsResultats)}
          </FiltrePeriode>
          <p className="umj-periode-aide">{t('aide')}</p>
          {user && user.bureaux.length > 0 && (
            <p className="umj-periode-aide">
              {t('aideBureaux', { bureaux: user.bureaux.map((b) => b.nom).join(', ') })}
            </p>
          )}
          {verifie && <VerificationAudit du={filtre.du} au={filtre.au} valide={valide} />}
        </div>
      }
      footer={
        entrees.hasNextPage && (
          <div className="umj-audit-suite">
            <Button
              type="button"
              label={t('chargerPlus')}
              loading={entrees.isFetchingNextPage}
              onClick={() => void entrees.fetchNextPage()}
            />
          </div>
        )
      }
    />
  );
}
