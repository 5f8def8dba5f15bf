// The top bar's search box over patient files ("Header search", docs/product-rules.md#screens placeholder, docs/product-rules.md#search):
// an ARIA combobox. As the user types (DELAI_SAISIE_MS after the last key, from LONGUEUR_MIN
// characters) it searches the selected offices' files and lists the best matches with the status
// colour and name, the appointment day and the examiner; arrows move, Enter or a click opens the chosen
// file in the role's list, Enter without a choice opens that list filtered by the text, Escape closes
// then clears. Rendered by app/shell/header/search-box.tsx only for roles with patient files.
import { formatDateFr, formatHeure, jourParis } from '@umj/shared/dates';
import type { StatutId } from '@umj/shared/statuts-dossier';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSelectedBureaux } from '../../../lib/bureaux/use-selected-bureaux.ts';
import { useRechercheDossiers } from './api/search-dossiers.ts';
import { BadgeStatut } from '../../../entities/dossier-patient/badge-statut/badge-statut.tsx';
import { lienDossier, lienRecherche } from '../../../entities/dossier-patient/liens.ts';
import {
  DELAI_SAISIE_MS,
  meilleursResultats,
  periodesRecherche,
  texteCherche,
  type Resultat,
} from './recherche-rapide.ts';
import './recherche.css';

/** The text once the user stopped typing for `delai` ms. */
function useTexteStable(texte: string, delai: number): string {
  const [stable, setStable] = useState(texte);
  useEffect(() => {
    const timer = setTimeout(() => setStable(texte), delai);
    return () => clearTimeout(timer);
  }, [texte, delai]);
  return stable;
}

export interface RechercheDossiersProps {
  /** The role's patient-file list route. */
  routeListe: string;
  /** The clock (tests); now by default. */
  maintenant?: () => Date;
}

export function RechercheDossiers({ routeListe, maintenant = () => new Date() }: RechercheDossiersProps) {
  const { t } = useTranslation(['dossiers-recherche', 'shell']);
  const navigate = useNavigate();
  const { ids, bureaux } = useSelectedBureaux();
  const [texte, setTexte] = useState('');
  const [ouvert, setOuvert] = useState(false);
  const [actif, setActif] = useState(-1);
  const q = texteCherche(useTexteStable(texte, DELAI_SAISIE_MS));
  const aujourdhui = jourParis(maintenant());
  const periodes = useMemo(() => periodesRecherche(aujourdhui), [aujourdhui]);
  const recherche = useRechercheDossiers(ids, periodes, q);
  const resultats = useMemo(
    () => (q === null || recherche.data === undefined ? [] : meilleursResultats(recherche.data, aujourdhui)),
    [recherche.data, q, aujourdhui],
  );
  const listeId = useId();
  const optionId = (index: number) => `${listeId}-option-${index}`;
  const fermeture = useRef<ReturnType<typeof setTimeout> | null>(null);
  const plusieursBureaux = bureaux.length > 1;

  useEffect(() => setActif(-1), [q]);
  useEffect(
    () => () => {
      if (fermeture.current) clearTimeout(fermeture.current);
    },
    [],
  );

  const visible = ouvert && texteCherche(texte) !== null;
  const choisir = (d: Resultat) => {
    setOuvert(false);
    setTexte('');
    navigate(lienDossier(routeListe, d.bureauId, d.id));
  };
  const toutVoir = () => {
    if (texteCherche(texte) === null) return;
    setOuvert(false);
    navigate(lienRecherche(routeListe, texte));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOuvert(true);
        setActif((i) => (resultats.length === 0 ? -1 : (i + 1) % resultats.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOuvert(true);
        setActif((i) => (resultats.length === 0 ? -1 : i <= 0 ? resultats.length - 1 : i - 1));
        break;
      case 'Enter': {
        event.preventDefault();
        const choisi = visible && actif >= 0 ? resultats[actif] : undefined;
        if (choisi) choisir(choisi);
        else toutVoir();
        break;
      }
      case 'Escape':
        if (visible) {
          event.preventDefault();
          setOuvert(false);
        } else if (texte !== '') {
          event.preventDefault();
          setTexte('');
        }
        break;
      default:
        break;
    }
  };

  const enAttente = q !== texteCherche(texte) || (recherche.isFetching && resultats.length === 0);
  const etat = enAttente
    ? t('chargement')
    : recherche.error
      ? t('erreur', { message: errorMessage(recherche.error) })
      : resultats.length === 0
        ? t('aucun')
        : null;

  return (
    <form
      className="umj-search umj-recherche"
      role="search"
      aria-label={t('libelle')}
      onSubmit={(e) => {
        e.preventDefault();
        toutVoir();
      }}
    >
      <i className="pi pi-search umj-search__icon" aria-hidden="true" />
      <input
        type="search"
        className="p-inputtext p-component"
        role="combobox"
        aria-label={t('libelle')}
        aria-autocomplete="list"
        aria-expanded={visible}
        aria-controls={listeId}
        aria-activedescendant={visible && actif >= 0 ? optionId(actif) : undefined}
        autoComplete="off"
        placeholder={t('shell:search.placeholder')}
        value={texte}
        onChange={(e) => {
          setTexte(e.target.value);
          setOuvert(true);
        }}
        onFocus={() => setOuvert(true)}
        onBlur={() => {
          fermeture.current = setTimeout(() => setOuvert(false), 150);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="umj-recherche__panneau" hidden={!visible}>
        <ul id={listeId} role="listbox" aria-label={t('resultats')} className="umj-recherche__liste">
          {!enAttente &&
            resultats.map((d, index) => (
              <li
                key={`${d.bureauId}~${d.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === actif}
                className="umj-recherche__option"
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActif(index)}
                onClick={() => choisir(d)}
              >
                <Ligne dossier={d} avecBureau={plusieursBureaux} />
              </li>
            ))}
        </ul>
        {etat !== null && (
          <p className="umj-recherche__etat" role="status">
            {etat}
          </p>
        )}
        <button
          type="button"
          className="umj-recherche__tout"
          onMouseDown={(e) => e.preventDefault()}
          onClick={toutVoir}
        >
          <i className="pi pi-list" aria-hidden="true" />
          {t('toutVoir', { texte: texte.trim() })}
        </button>
      </div>
    </form>
  );
}

function Ligne({ dossier: d, avecBureau }: { dossier: Resultat; avecBureau: boolean }) {
  const { t } = useTranslation('dossiers-recherche');
  const jour =
    d.rendezVousDate === null
      ? t('sansDate')
      : `${formatDateFr(d.rendezVousDate)}${d.rendezVousHeure === null ? '' : ` ${formatHeure(d.rendezVousHeure)}`}`;
  return (
    <>
      <span className="umj-recherche__ligne1">
        <span className="umj-recherche__nom" dir="auto">
          {d.nom.trim() === '' ? t('sansNom') : d.nom}
        </span>
        {d.statut && <BadgeStatut statut={d.statut.id as StatutId} />}
      </span>
      <span className="umj-recherche__ligne2">
        <span dir="ltr">{jour}</span>
        {d.examinateur && <span dir="auto">{d.examinateur.nomComplet}</span>}
        {avecBureau && d.bureau && <span>{d.bureau.nom}</span>}
      </span>
    </>
  );
}
