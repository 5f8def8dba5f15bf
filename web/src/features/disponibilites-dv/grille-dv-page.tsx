// /secretariat/disponibilitedv and /examinateur/disponibilitedv (docs/product-rules.md#availability grid): 7 days (or 1)
// from a start day, per selected office the zones × slots in docs/product-rules.md#availability order (a slot crossing midnight reads
// 20:00–08:00 (+1)), excluded slot-days greyed, public and school holidays marked on the days. The
// doctor sets its choice in one click per cell; the secretariat sees who is available, wished or
// confirmed, confirms in two clicks and sees the conflicts (shared conflitsGrille over the selected
// offices). Live: keys start with 'Disponibilite'. A 409 shows a French message and the fresh value.
// Printable week roster: impression-grille-dv.tsx.
import { jourParis, type Jour } from '@umj/shared/dates';
import type { StatutDisponibilite } from '@umj/shared/disponibilites';
import {
  refusModificationDv,
  disponibiliteParDefaut,
  type CelluleGrilleDv,
  type ConflitGrille,
  type DisponibiliteDvVue,
  type GrilleDv,
  type LigneGrilleDv,
} from '@umj/shared/disponibilites-dv-api';
import { conflitsGrille } from '@umj/shared/disponibilites-dv-grille';
import { periodesMarquantLeJour, type Periode } from '@umj/shared/periodes';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { errorMessage, messageEchec } from '../../lib/api-error.ts';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { useRequeteDifferee } from '../../lib/premier-affichage/requete-differee.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { SMALL_UP, useMediaQuery } from '../../lib/use-breakpoint.ts';
import { useRappelStable } from '../../lib/use-rappel-stable.ts';
import { useGrillesDv } from './api/list-grilles-dv.ts';
import { usePeriodesDv } from './api/list-periodes-dv.ts';
import { useModifierDisponibiliteDv, type CelluleCible } from './api/update-disponibilite-dv.ts';
import { BarreGrilleDv } from './barre-grille-dv.tsx';
import { choixSuivant, useTextesGrille } from './cellule-dv.tsx';
import { ConfirmationDialog } from './confirmation-dialog.tsx';
import { horaireCreneau } from './horaire-creneau.ts';
import { ImpressionGrilleDv } from './impression-grille-dv.tsx';
import { TableauDv } from './tableau-dv.tsx';
import '../../components/page/page.css';
import './grille-dv.css';

export { horaireCreneau };

const JOUR_MS = 86_400_000;
const AUCUNE_PERIODE: readonly Periode[] = [];
const AUCUNE_GRILLE: readonly GrilleDv[] = [];

export default function GrilleDvPage() {
  const { t, i18n } = useTranslation(['disponibilites-dv', 'common']);
  const textes = useTextesGrille();
  const { user } = useSession();
  const mode = useLocation().pathname.startsWith('/examinateur') ? 'examinateur' : 'secretariat';
  const selection = useSelectedBureaux();
  const large = useMediaQuery(SMALL_UP);
  const aujourdhui = jourParis(new Date());
  const [du, setDu] = useState<Jour>(aujourdhui);
  const [jours, setJours] = useState<1 | 7>(large ? 7 : 1);
  // The grids' render is a transition (lib/premier-affichage/requete-differee.ts): React renders a week's
  // hundreds of cells in slices, not in one long task that would freeze a slow PC
  // (docs/architecture.md#main-thread-work-of-the-screens); the spinner stays until it is done.
  const lecture = useRequeteDifferee(
    useGrillesDv(selection.ids, du, jours, selection.ready && user !== null),
  );
  const grilles = lecture.data ?? AUCUNE_GRILLE;
  const periodes = usePeriodesDv();
  const modifier = useModifierDisponibiliteDv();
  const [erreur, setErreur] = useState<string | null>(null);
  const [dialogue, setDialogue] = useState<{
    grille: GrilleDv;
    ligne: LigneGrilleDv;
    cellule: CelluleGrilleDv;
  } | null>(null);

  const formatJour = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
    [i18n.language],
  );
  const conflits = useMemo(() => {
    if (mode !== 'secretariat') return new Map<string, ConflitGrille[]>();
    const liste = conflitsGrille({
      lignes: grilles.flatMap((g) => g.lignes),
      jours: grilles[0]?.jours ?? [],
      disponibilites: grilles.flatMap((g) =>
        g.lignes.flatMap((l) => l.cellules.flatMap((c) => c.disponibilites)),
      ),
      now: new Date(),
    });
    const parCellule = new Map<string, ConflitGrille[]>();
    for (const c of liste) {
      const cle = `${c.créneauId}#${c.jour}`;
      parCellule.set(cle, [...(parCellule.get(cle) ?? []), c]);
    }
    return parCellule;
  }, [mode, grilles]);

  const texteConflit = useRappelStable((c: ConflitGrille) => {
    const nomCreneau = (creneauId: number) => {
      const l = grilles.flatMap((g) => g.lignes).find((x) => x.creneau.id === creneauId);
      return l ? `${l.zone.nom} ${l.creneau.nom}` : '';
    };
    return t(`conflit.${c.type}`, {
      noms: c.examinateurs.join(', '),
      autre:
        c.type === 'chevauchement'
          ? `${nomCreneau(c.autre.créneauId)} ${formatJour.format(new Date(c.autre.jour * JOUR_MS))}`
          : '',
    });
  });

  const ecrire = (
    cible: CelluleCible,
    body: { choixExaminateur?: StatutDisponibilite; choixSecretariat?: StatutDisponibilite; version: number },
  ) => {
    setErreur(null);
    modifier.mutate(
      { cible, ...body },
      {
        onSuccess: () => setDialogue(null),
        onError: (error) => setErreur(messageEchec(error, t('conflitVersion'))),
      },
    );
  };
  const choixMedecin = useRappelStable(
    (grille: GrilleDv, ligne: LigneGrilleDv, d: DisponibiliteDvVue, jour: Jour) =>
      ecrire(
        { bureauId: grille.bureauId, jour, creneauId: ligne.creneau.id, examinateurId: d.examinateur.id },
        { choixExaminateur: choixSuivant(d), version: d.version },
      ),
  );
  const confirmer = useRappelStable((grille: GrilleDv, ligne: LigneGrilleDv, cellule: CelluleGrilleDv) =>
    setDialogue({ grille, ligne, cellule }),
  );
  const peutConfirmer = useRappelStable(
    (grille: GrilleDv, ligne: LigneGrilleDv, cellule: CelluleGrilleDv) =>
      user !== null &&
      refusModificationDv({
        appelant: { id: user.id, role: user.role },
        actuelle: disponibiliteParDefaut({
          bureauId: grille.bureauId,
          créneauId: ligne.creneau.id,
          date: cellule.jour,
          examinateur: { id: '', nomComplet: '' },
        }),
        demande: { choixSecretariat: 40 },
        exclu: cellule.exclu,
        today: grille.aujourdhui,
      }) === null,
  );

  const vacances = (jour: Jour) => periodesMarquantLeJour(periodes.data ?? AUCUNE_PERIODE, jour);

  let contenu;
  if (selection.ready && selection.ids.length === 0) {
    contenu = <Message severity="warn" text={t('aucunBureau')} />;
  } else if (lecture.error) {
    contenu = <Message severity="error" text={`${t('erreurChargement')} ${errorMessage(lecture.error)}`} />;
  } else if (lecture.isPending) {
    contenu = (
      <div className="umj-dv__chargement" role="status">
        <ProgressSpinner style={{ width: '2rem', height: '2rem' }} aria-hidden="true" />
        <span>{t('chargement')}</span>
      </div>
    );
  } else {
    contenu = grilles.map((grille) => {
      const nomBureau = selection.visible.find((b) => b.id === grille.bureauId)?.nom ?? grille.bureauId;
      return (
        <section key={grille.bureauId} className="umj-dv__bureau" aria-label={nomBureau}>
          <h2>{nomBureau}</h2>
          {grille.lignes.length === 0 ? (
            <p>{t('aucuneZone')}</p>
          ) : (
            <div className="umj-dv__defilement">
              <TableauDv
                grille={grille}
                nomBureau={nomBureau}
                mode={mode}
                conflits={conflits}
                textes={textes}
                formatJour={formatJour}
                aujourdhui={aujourdhui}
                periodes={periodes.data ?? AUCUNE_PERIODE}
                occupe={modifier.isPending}
                texteConflit={texteConflit}
                peutConfirmer={peutConfirmer}
                onChoix={choixMedecin}
                onConfirmer={confirmer}
              />
            </div>
          )}
        </section>
      );
    });
  }

  // The dialog follows the fresh cell (realtime refresh or the re-read after a 409).
  const celluleDialogue =
    dialogue &&
    grilles
      .find((g) => g.bureauId === dialogue.grille.bureauId)
      ?.lignes.find((l) => l.creneau.id === dialogue.ligne.creneau.id)
      ?.cellules.find((c) => c.jour === dialogue.cellule.jour);

  return (
    <section className="umj-dv" aria-labelledby="umj-dv-titre">
      <header className="umj-page-entete umj-dv__entete">
        <div>
          <h1 id="umj-dv-titre">{t('titre')}</h1>
          <p className="umj-dv__intro">
            {t(mode === 'examinateur' ? 'introExaminateur' : 'introSecretariat')}
          </p>
        </div>
        <BarreGrilleDv du={du} jours={jours} aujourdhui={aujourdhui} onDu={setDu} onJours={setJours} />
      </header>
      {lecture.isPending || lecture.error ? null : (
        <ImpressionGrilleDv
          grilles={grilles}
          nomBureau={(id) => selection.visible.find((b) => b.id === id)?.nom ?? id}
          formatJour={(jour) => formatJour.format(new Date(jour * JOUR_MS))}
          periodes={(jour) =>
            vacances(jour).map((p) => t(p.type === 'Jour Férié' ? 'ferie' : 'vacances', { nom: p.nom }))
          }
        />
      )}
      {erreur && <Message severity="warn" className="umj-dv__erreur" text={erreur} />}
      {contenu}
      {dialogue && celluleDialogue && (
        <ConfirmationDialog
          titre={t('titreConfirmation', {
            cellule: `${dialogue.ligne.zone.nom} ${dialogue.ligne.creneau.nom} ${formatJour.format(new Date(dialogue.cellule.jour * JOUR_MS))}`,
          })}
          cellule={celluleDialogue}
          examinateurs={dialogue.grille.examinateurs}
          occupe={modifier.isPending}
          erreur={erreur}
          onClose={() => setDialogue(null)}
          onConfirmer={(examinateurId, choix, actuelle) =>
            ecrire(
              {
                bureauId: dialogue.grille.bureauId,
                jour: dialogue.cellule.jour,
                creneauId: dialogue.ligne.creneau.id,
                examinateurId,
              },
              { choixSecretariat: choix, version: actuelle?.version ?? 0 },
            )
          }
        />
      )}
    </section>
  );
}
