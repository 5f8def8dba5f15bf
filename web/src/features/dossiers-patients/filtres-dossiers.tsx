// The list's server filters (docs/product-rules.md#statuses filter set and docs/product-rules.md#search): status (with the pseudo-status
// 'Examiné ou Rapport...'), period, examiner (hidden for an examiner, who sees only its files), kind,
// and the search text sent to the server (debounced as the user types). On one line: the search box
// (its help as a tooltip, "/" puts the cursor in it), status and period, the less used (examiner, kind)
// behind "Plus de filtres" (shown when one is in use); on a phone all in a panel closed by default, its
// button counting the filters in use (docs/architecture.md#wide-lists).
import { LIEUX } from '@umj/shared/enums';
import { STATUTS_FILTRE } from '@umj/shared/statuts-dossier';
import type { TFunction } from 'i18next';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE } from '../../components/list/phone.ts';
import { useMediaQuery } from '../../lib/use-breakpoint.ts';
import { useRaccourcis } from '../../lib/use-raccourcis.ts';
import { ChampFiltreListe } from '../../components/champ/champ.tsx';
import { ChampDate } from '../../components/champ-date/champ-date.tsx';
import type { FiltreListe } from '../../entities/dossier-patient/api/list-dossiers.ts';
import { libelleStatut } from '../../entities/dossier-patient/badge-statut/libelle-statut.ts';
import { filtreBureaux } from '../../components/export/export-table.ts';

/** Wait after the last key before asking the server. */
const ATTENTE_RECHERCHE_MS = 400;

interface ExaminateurOption {
  id: string;
  nomComplet: string;
}

const dateFr = (iso: string) => iso.split('-').reverse().join('/');

/** The server filters as the exports' filters sheet writes them. */
export function libellesFiltres(
  t: TFunction,
  filtre: FiltreListe,
  examinateurs: readonly ExaminateurOption[],
  bureaux: readonly { nom: string }[],
): { label: string; value: string }[] {
  const libelles = [
    { label: t('dossiers-patients:filtres.periode'), value: `${dateFr(filtre.du)} – ${dateFr(filtre.au)}` },
    filtreBureaux(t('dossiers-patients:colonnes.bureau'), bureaux),
  ];
  if (filtre.statut !== undefined) {
    libelles.push({
      label: t('dossiers-patients:filtres.statut'),
      value: libelleStatut(t, filtre.statut),
    });
  }
  if (filtre.examinateur) {
    const e = examinateurs.find((x) => x.id === filtre.examinateur);
    libelles.push({
      label: t('dossiers-patients:filtres.examinateur'),
      value: e?.nomComplet ?? filtre.examinateur,
    });
  }
  if (filtre.lieu !== undefined) {
    libelles.push({
      label: t('dossiers-patients:filtres.lieu'),
      value: t(`dossiers-patients:lieux.${filtre.lieu}`),
    });
  }
  if (filtre.q) libelles.push({ label: t('dossiers-patients:filtres.recherche'), value: filtre.q });
  return libelles;
}

/**
 * Memoised: the list page renders again at each state of its queries, the filter bar (two date
 * pickers, three choices) only when the filter, its callback or the examiners change.
 */
export const FiltresDossiers = memo(function FiltresDossiers({
  filtre,
  changer,
  examinateurs,
}: {
  filtre: FiltreListe;
  changer(changements: Record<string, string | undefined>): void;
  /** null: the filter is hidden (an examiner sees its own files only). */
  examinateurs: readonly ExaminateurOption[] | null;
}) {
  const { t } = useTranslation(['dossiers-patients', 'common']);
  const telephone = useMediaQuery(PHONE);
  const [ouvert, setOuvert] = useState(false);
  const plusActifs = [filtre.examinateur, filtre.lieu].filter((v) => v !== undefined).length;
  const [plus, setPlus] = useState(plusActifs > 0);
  const [texte, setTexte] = useState(filtre.q ?? '');
  const recherche = useRef<HTMLInputElement>(null);
  useRaccourcis(
    [
      {
        touche: '/',
        action: () => {
          recherche.current?.focus();
          recherche.current?.select();
        },
      },
    ],
    !telephone,
  );
  const q = filtre.q ?? '';
  const minuteur = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(minuteur.current), []);
  // Typing is sent once the user pauses; a link that changes `q` (header search) replaces the text.
  // The URL takes the sent text a moment later, when the user may already be typing on: the text they
  // sent themselves never comes back over what they typed since.
  const envoye = useRef<string | null>(null);
  const envoyer = (valeur: string) => {
    clearTimeout(minuteur.current);
    envoye.current = valeur.trim();
    changer({ q: envoye.current });
  };
  const taper = (valeur: string) => {
    setTexte(valeur);
    clearTimeout(minuteur.current);
    minuteur.current = setTimeout(() => envoyer(valeur), ATTENTE_RECHERCHE_MS);
  };
  const [qConnu, setQConnu] = useState(q);
  if (q !== qConnu) {
    setQConnu(q);
    if (q !== envoye.current && q.trim() !== texte.trim()) setTexte(q);
  }

  const tous = t('dossiers-patients:filtres.tous');
  // Aucun is left out: a saved file never keeps it (docs/product-rules.md#on-save).
  const statuts = STATUTS_FILTRE.filter((s) => s.id !== 0).map((s) => ({
    value: String(s.id),
    label: libelleStatut(t, s.id),
  }));
  const lieux = LIEUX.map((l) => ({ value: String(l.id), label: t(`dossiers-patients:lieux.${l.id}`) }));
  const choix = (
    id: string,
    label: string,
    options: { value: string; label: string }[],
    valeur: string | undefined,
    cle: string,
  ) => (
    <ChampFiltreListe
      id={id}
      label={label}
      className="umj-dossiers-filtre"
      valeur={valeur}
      tous={tous}
      options={options}
      onValeur={(v) => changer({ [cle]: v })}
    />
  );

  const filtres = (
    <div className="umj-dossiers-filtres" role="search" aria-label={t('dossiers-patients:filtres.titre')}>
      <div className="umj-dossiers-filtre umj-dossiers-filtre--recherche">
        <label htmlFor="dossiers-q">{t('dossiers-patients:filtres.recherche')}</label>
        <IconField iconPosition="left">
          <InputIcon className="pi pi-search" />
          <InputText
            id="dossiers-q"
            ref={recherche}
            type="search"
            value={texte}
            onChange={(e) => taper(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') envoyer(texte);
            }}
            aria-describedby="dossiers-q-aide"
            aria-keyshortcuts="/"
            tooltip={telephone ? undefined : t('dossiers-patients:liste.rechercheAide')}
            tooltipOptions={{ event: 'both', position: 'bottom' }}
          />
        </IconField>
        {/* The help read by screen readers; on screen, the field's tooltip (a phone shows it under it). */}
        <small id="dossiers-q-aide" className={telephone ? 'umj-hint' : 'p-hidden-accessible'}>
          {t('dossiers-patients:liste.rechercheAide')}
        </small>
      </div>
      {choix(
        'dossiers-statut',
        t('dossiers-patients:filtres.statut'),
        statuts,
        filtre.statut?.toString(),
        'statut',
      )}
      {(['du', 'au'] as const).map((borne) => (
        <ChampDate
          key={borne}
          id={`dossiers-${borne}`}
          label={t(`dossiers-patients:filtres.${borne}`)}
          className="umj-dossiers-filtre"
          value={filtre[borne]}
          onChange={(v) => changer({ [borne]: v ?? '' })}
        />
      ))}
      {!telephone && (
        <Button
          type="button"
          className="umj-dossiers-plus"
          icon="pi pi-sliders-h"
          label={t('dossiers-patients:filtres.plus') + (!plus && plusActifs > 0 ? ` (${plusActifs})` : '')}
          text
          aria-expanded={plus}
          aria-controls={plus ? 'dossiers-filtres-plus' : undefined}
          onClick={() => setPlus((p) => !p)}
        />
      )}
      {(telephone || plus) && (
        <div id="dossiers-filtres-plus" className="umj-dossiers-filtres-plus">
          {examinateurs !== null &&
            choix(
              'dossiers-examinateur',
              t('dossiers-patients:filtres.examinateur'),
              examinateurs.map((e) => ({ value: e.id, label: e.nomComplet })),
              filtre.examinateur,
              'examinateur',
            )}
          {choix(
            'dossiers-lieu',
            t('dossiers-patients:filtres.lieu'),
            lieux,
            filtre.lieu?.toString(),
            'lieu',
          )}
        </div>
      )}
    </div>
  );
  if (!telephone) return filtres;
  const actifs = [filtre.statut, filtre.examinateur, filtre.lieu, filtre.q || undefined].filter(
    (v) => v !== undefined,
  ).length;
  // Closed by default: its fields are rendered once it is opened (a phone's first screen is the files).
  return (
    <details className="umj-dossiers-panneau" onToggle={(e) => setOuvert(e.currentTarget.open)}>
      <summary>
        <i className="pi pi-filter" aria-hidden="true" /> {t('common:liste.filtres')}
        {actifs > 0 && ` (${actifs})`}
      </summary>
      {ouvert && filtres}
    </details>
  );
});
