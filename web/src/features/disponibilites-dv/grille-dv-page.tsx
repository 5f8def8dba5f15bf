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
import { periodeContient } from '@umj/shared/periodes';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { errorMessage, messageEchec } from '../../lib/api-error.ts';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { SMALL_UP, useMediaQuery } from '../../lib/use-breakpoint.ts';
import { useGrillesDv } from './api/list-grilles-dv.ts';
import { usePeriodesDv } from './api/list-periodes-dv.ts';
import { useModifierDisponibiliteDv, type CelluleCible } from './api/update-disponibilite-dv.ts';
import { BarreGrilleDv } from './barre-grille-dv.tsx';
import { CelluleDv, choixSuivant } from './cellule-dv.tsx';
import { ConfirmationDialog } from './confirmation-dialog.tsx';
import { horaireCreneau } from './horaire-creneau.ts';
import { ImpressionGrilleDv } from './impression-grille-dv.tsx';
import '../../components/page/page.css';
import './grille-dv.css';

export { horaireCreneau };

const JOUR_MS = 86_400_000;

export default function GrilleDvPage() {
  const { t, i18n } = useTranslation(['disponibilites-dv', 'common']);
  const { user } = useSession();
  const mode = useLocation().pathname.startsWith('/examinateur') ? 'examinateur' : 'secretariat';
  const selection = useSelectedBureaux();
  const large = useMediaQuery(SMALL_UP);
  const aujourdhui = jourParis(new Date());
  const [du, setDu] = useState<Jour>(aujourdhui);
  const [jours, setJours] = useState<1 | 7>(large ? 7 : 1);
  const lecture = useGrillesDv(selection.ids, du, jours, selection.ready && user !== null);
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
  const toutesLignes = lecture.grilles.flatMap((g) => g.lignes);
  const conflits = useMemo(() => {
    if (mode !== 'secretariat') return new Map<string, ConflitGrille[]>();
    const liste = conflitsGrille({
      lignes: lecture.grilles.flatMap((g) => g.lignes),
      jours: lecture.grilles[0]?.jours ?? [],
      disponibilites: lecture.grilles.flatMap((g) =>
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
  }, [mode, lecture.grilles]);

  const nomCreneau = (creneauId: number) => {
    const l = toutesLignes.find((x) => x.creneau.id === creneauId);
    return l ? `${l.zone.nom} ${l.creneau.nom}` : '';
  };
  const texteConflit = (c: ConflitGrille) =>
    t(`conflit.${c.type}`, {
      noms: c.examinateurs.join(', '),
      autre:
        c.type === 'chevauchement'
          ? `${nomCreneau(c.autre.créneauId)} ${formatJour.format(new Date(c.autre.jour * JOUR_MS))}`
          : '',
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
  const choixMedecin = (grille: GrilleDv, ligne: LigneGrilleDv) => (d: DisponibiliteDvVue, jour: Jour) =>
    ecrire(
      { bureauId: grille.bureauId, jour, creneauId: ligne.creneau.id, examinateurId: d.examinateur.id },
      { choixExaminateur: choixSuivant(d), version: d.version },
    );
  const peutConfirmer = (grille: GrilleDv, ligne: LigneGrilleDv, cellule: CelluleGrilleDv) =>
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
    }) === null;

  const vacances = (jour: Jour) =>
    (periodes.data ?? []).filter((p) => p.type !== '' && periodeContient(p, jour));

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
    contenu = lecture.grilles.map((grille) => {
      const nomBureau = selection.visible.find((b) => b.id === grille.bureauId)?.nom ?? grille.bureauId;
      return (
        <section key={grille.bureauId} className="umj-dv__bureau" aria-label={nomBureau}>
          <h2>{nomBureau}</h2>
          {grille.lignes.length === 0 ? (
            <p>{t('aucuneZone')}</p>
          ) : (
            <div className="umj-dv__defilement">
              <table className={`umj-dv__table${grille.jours.length === 1 ? ' umj-dv__table--jour' : ''}`}>
                <caption className="umj-dv__legende-table">
                  {t('legendeTable', { bureau: nomBureau })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('zoneCreneau')}</th>
                    {grille.jours.map((jour) => {
                      const marques = vacances(jour);
                      return (
                        <th
                          key={jour}
                          scope="col"
                          className={jour === aujourdhui ? 'umj-dv__aujourdhui' : undefined}
                        >
                          <span>{formatJour.format(new Date(jour * JOUR_MS))}</span>
                          {marques.map((p) => (
                            <span
                              key={p.id}
                              className={`umj-dv__periode umj-dv__periode--${p.type === 'Jour Férié' ? 'ferie' : 'vacances'}`}
                            >
                              <i
                                className={p.type === 'Jour Férié' ? 'pi pi-flag' : 'pi pi-sun'}
                                aria-hidden="true"
                              />{' '}
                              {t(p.type === 'Jour Férié' ? 'ferie' : 'vacances', { nom: p.nom })}
                            </span>
                          ))}
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {grille.lignes.map((ligne) => (
                    <tr key={ligne.creneau.id}>
                      <th scope="row">
                        <span className="umj-dv__zone">{ligne.zone.nom}</span>{' '}
                        <span className="umj-dv__creneau">{ligne.creneau.nom}</span>
                        <span className="umj-dv__horaire">{horaireCreneau(ligne.creneau)}</span>
                      </th>
                      {ligne.cellules.map((cellule) => {
                        const libelle = `${ligne.zone.nom} ${ligne.creneau.nom} ${formatJour.format(new Date(cellule.jour * JOUR_MS))}`;
                        return (
                          <CelluleDv
                            key={cellule.jour}
                            cellule={cellule}
                            libelle={libelle}
                            conflits={conflits.get(`${ligne.creneau.id}#${cellule.jour}`) ?? []}
                            texteConflit={texteConflit}
                            mode={mode}
                            peutConfirmer={mode === 'secretariat' && peutConfirmer(grille, ligne, cellule)}
                            occupe={modifier.isPending}
                            onChoix={choixMedecin(grille, ligne)}
                            onConfirmer={() => setDialogue({ grille, ligne, cellule })}
                          />
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      );
    });
  }

  // The dialog follows the fresh cell (realtime refresh or the re-read after a 409).
  const celluleDialogue =
    dialogue &&
    lecture.grilles
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
          grilles={lecture.grilles}
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
