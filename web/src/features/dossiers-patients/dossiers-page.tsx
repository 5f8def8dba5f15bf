// /secretariat/dossier-patient/liste and /examinateur/dossier-patient/liste ("Patient-file
// list"): the list pattern over the files of the offices selected in the header, with the server filter
// of docs/product-rules.md#statuses (status with the pseudo-status, period — the current month by default —, examiner, kind)
// and the docs/product-rules.md#search, kept in the URL; status colours of docs/product-rules.md#statuses; virtual scrolling beyond 100 rows;
// CSV/XLSX with the filters sheet and print view (ListPage). A row opens the form; `?dossier=<bureauId>~<id>`
// opens that file (the header search links there). An examiner sees only its files (the server
// narrows; the examiner filter is then hidden). Live refresh: keys start with 'DossierPatient'.
// Dense: one line per file and no column filters (the server's filters and search cover them), so that
// a 1280 × 800 screen shows a dozen files; ↑/↓, Enter and "/" (docs/architecture.md#keyboard-shortcuts).
import { inGroup } from '@umj/shared/roles';
import { peutModifierDossier } from '@umj/shared/dossier-patient';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DENSE } from '../../components/list/dense.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useMenuDiffere } from '../../lib/premier-affichage/menu-differe.tsx';
import { useNomsBureaux } from '../../lib/bureaux/use-noms-bureaux.ts';
import { requeteSurSelection } from '../../lib/bureaux/requete-sur-selection.ts';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { useRequeteDifferee } from '../../lib/premier-affichage/requete-differee.ts';
import { useRappelStable } from '../../lib/use-rappel-stable.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useDossiers } from '../../entities/dossier-patient/api/list-dossiers.ts';
import { useExaminateursDossiers } from '../../entities/references/api/references.ts';
import { BoutonOuvrir } from '../../entities/dossier-patient/liste/bouton-ouvrir.tsx';
import { DossierDemandeDialog } from '../../entities/dossier-patient/formulaire/dossier-demande-dialog.tsx';
import { DossierFormDialog } from '../../entities/dossier-patient/formulaire/lazy-dossier-form-dialog.tsx';
import {
  dossierColumns,
  ligneDossier,
  type LigneDossier,
} from '../../entities/dossier-patient/liste/dossier-columns.tsx';
import {
  avecFiltre,
  dossierDemande,
  lireFiltre,
  valeurDossierDemande,
} from '../../entities/dossier-patient/liste/filtre-liste.ts';
import { FiltresDossiers, libellesFiltres } from './filtres-dossiers.tsx';
import './dossiers-page.css';

/** The route loader's prefetch of the month's files (app/route-modules.ts). */
export { prefetchDossiers as prefetch } from './prefetch-dossiers.ts';

/** The widths of the dense list's fixed columns: the name and the police station share the rest. */
const LARGEURS: Readonly<Record<string, string>> = {
  rendezVous: '10.25rem',
  statut: '10.25rem',
  lieu: '8.5rem',
  examinateur: '9rem',
  examenType: '7.75rem',
  requisition: '6.25rem',
};

/** The status right after the name (docs/architecture.md#wide-lists): what a glance at the list needs
 *  first; no column filter. */
const enOrdre = <C extends { field: string; filter?: unknown; width?: string }>(colonnes: C[]): C[] => {
  const sansFiltre = colonnes.map((c) => ({ ...c, filter: undefined, width: LARGEURS[c.field] ?? c.width }));
  const statut = sansFiltre.filter((c) => c.field === 'statut');
  const autres = sansFiltre.filter((c) => c.field !== 'statut');
  const apresNom = autres.findIndex((c) => c.field === 'nom') + 1;
  return [...autres.slice(0, apresNom), ...statut, ...autres.slice(apresNom)];
};

/** A file on a phone: its name (opens it), then time, status, examiner, police station. */
const CARTE = { title: 'nom', fields: ['rendezVous', 'statut', 'examinateur', 'commissariat'] };

export default function DossiersPage() {
  const { t } = useTranslation(['dossiers-patients', 'common']);
  const { user } = useSession();
  const selection = useSelectedBureaux();
  const [params, setParams] = useSearchParams();
  const [maintenant] = useState(() => new Date());
  // The same filter object while the URL is the same: the filter bar (memoised) is not rendered again
  // at each state of the queries.
  const cleParams = params.toString();
  const { filtre, erreur } = useMemo(
    () => lireFiltre(new URLSearchParams(cleParams), maintenant),
    [cleParams, maintenant],
  );
  const examinateurSeul = !inGroup(user?.role, 'anySecretariat') && inGroup(user?.role, 'examiner');
  // The month's files are made into rows in a transition (useRequeteDifferee), not in the urgent render.
  const query = useRequeteDifferee(
    useDossiers(selection.ids, filtre, selection.ready && user !== null && erreur === null),
  );
  const examinateurs = useExaminateursDossiers(user !== null && !examinateurSeul);
  const [nouveau, setNouveau] = useState<string | null>(null);
  const menuBureaux = useMenuDiffere({
    model: selection.bureaux.map((b) => ({
      label: t('dossiers-patients:liste.nouveauDans', { bureau: b.nom }),
      command: () => setNouveau(b.id),
    })),
  });

  // The URL as last asked for: a filter changed right after another (status then search text) must
  // start from the first change even before the router committed it (navigations are transitions),
  // and the commit of an older request of ours must not bring the filter back to it.
  const parametres = useRef(params);
  const demandes = useRef<string[]>([]);
  useEffect(() => {
    const position = demandes.current.indexOf(params.toString());
    demandes.current = position >= 0 ? demandes.current.slice(position + 1) : [];
    if (demandes.current.length === 0) parametres.current = params;
  }, [params]);
  const naviguer = (changements: Record<string, string | undefined>, replace = false) => {
    const suivants = avecFiltre(parametres.current, changements);
    // The same URL (a search erased before it was sent): no navigation, no render of the list.
    if (suivants.toString() === parametres.current.toString()) return;
    parametres.current = suivants;
    demandes.current.push(parametres.current.toString());
    setParams(parametres.current, { replace });
  };

  const ouvert = dossierDemande(params.get('dossier'));
  // The list's scroll position when a file was opened, given back once the file is closed and the list
  // shown (a refetch while the file was open, or the focus leaving the dialog, may have moved it).
  const defilement = useRef<number | null>(null);
  const ouvrir = (ligne: LigneDossier) => {
    defilement.current = window.scrollY;
    naviguer({ dossier: valeurDossierDemande(ligne.bureauId, ligne.id) });
  };
  const fermer = () => naviguer({ dossier: undefined });

  const colonnes = useMemo(() => enOrdre(dossierColumns(t, ouvrir, !examinateurSeul)), [t, examinateurSeul]);
  const nomsBureaux = useNomsBureaux(selection.visible);
  const lignes = useMemo(
    () => query.data?.map((d) => ligneDossier(d, nomsBureaux.get(d.bureauId))),
    [query.data, nomsBureaux],
  );

  const peutCreer =
    user !== null &&
    (inGroup(user.role, 'anySecretariat') || peutModifierDossier(user, { id: 0, examinateur: null }));
  const creer = (event: MouseEvent<HTMLElement>) => {
    if (selection.bureaux.length === 1) setNouveau(selection.bureaux[0]?.id ?? null);
    else menuBureaux.basculer(event);
  };

  const listeExaminateurs = useMemo(
    () => (examinateurs.data ?? []).filter((e) => e.bureaux.some((b) => selection.ids.includes(b.id))),
    [examinateurs.data, selection.ids],
  );
  const changerFiltres = useRappelStable((changements: Record<string, string | undefined>) =>
    naviguer(changements, true),
  );

  const lue = requeteSurSelection(query, selection, lignes);
  const dossierOuvert = params.get('dossier');
  useEffect(() => {
    const y = defilement.current;
    if (dossierOuvert !== null || y === null || lue.isPending) return;
    const frame = requestAnimationFrame(() => {
      defilement.current = null;
      window.scrollTo({ top: y });
    });
    return () => cancelAnimationFrame(frame);
  }, [dossierOuvert, lue.isPending]);

  return (
    <ListPage
      title={t('dossiers-patients:liste.titre')}
      query={{ ...lue, isPending: lue.isPending && erreur === null }}
      columns={colonnes}
      dataKey="cle"
      listId="dossiers-patients"
      searchBox={false}
      cards={CARTE}
      // Pages of 25 rather than virtual scrolling: the keyboard's row choice turns the pages.
      virtualAbove={Number.POSITIVE_INFINITY}
      rowsPerPage={25}
      dense={DENSE}
      itemSize={34}
      onOpen={ouvrir}
      rowName={(d) => d.nom || t('dossiers-patients:sansNom')}
      rowActions={(d) => (
        <BoutonOuvrir
          label={t('dossiers-patients:liste.ouvrir', { nom: d.nom || t('dossiers-patients:sansNom') })}
          onClick={() => ouvrir(d)}
        />
      )}
      exportFilters={libellesFiltres(t, filtre, listeExaminateurs, selection.bureaux)}
      toolbar={
        <div className="umj-dossiers-barre">
          <FiltresDossiers
            filtre={filtre}
            changer={changerFiltres}
            examinateurs={examinateurSeul ? null : listeExaminateurs}
          />
          {erreur && <Message severity="error" text={erreur} />}
          {/* Shown (disabled) while the offices load: the bar keeps its height when they come. */}
          {peutCreer && (
            <div className="umj-dossiers-nouveau">
              <Button
                type="button"
                icon="pi pi-plus"
                label={t('dossiers-patients:liste.nouveau')}
                disabled={selection.bureaux.length === 0}
                onClick={creer}
                aria-haspopup={selection.bureaux.length > 1 ? 'menu' : undefined}
              />
              {menuBureaux.element}
            </div>
          )}
        </div>
      }
    >
      <DossierDemandeDialog demande={ouvert} onClose={fermer} />
      {nouveau && <DossierFormDialog bureauId={nouveau} dossierId={null} onClose={() => setNouveau(null)} />}
    </ListPage>
  );
}
