// Agendas: /secretariat/rendez-vous/medecin + /psychologue, /examinateur/rendez-vous/medecin +
// /psychologue. One examiner's week (or day, by default on phones) in Paris time: its appointments of the
// route's kind coloured by their docs/product-rules.md#availability status, its hours shaded, the chosen day's suggested slots
// (shared creneauxSuggeres: hours minus the 8-minute rule of docs/product-rules.md#constants). Booking a slot opens the patient
// file form in early mode, prefilled; dragging an appointment moves it (PATCH with its version, reverted
// on refusal); a time less than 8 minutes from another appointment of that examiner asks first, naming it.
import type { DateSelectInfo, DatesSetInfo, EventClickInfo, EventDropInfo } from '@fullcalendar/react';
import type { DossierPatientStocke, DossierSaisie } from '@umj/shared/dossiers-api';
import { dossierSaisieSchema } from '@umj/shared/dossiers-api';
import { jourParis, minutesParis, type Jour, type Minutes } from '@umj/shared/dates';
import { LIEU, LIEUX } from '@umj/shared/enums';
import { STATUT } from '@umj/shared/statuts-dossier';
import { startTransition, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../components/list/list-notices.ts';
import { estConflit } from '../../lib/api-error.ts';
import { SMALL_UP, useMediaQuery } from '../../lib/use-breakpoint.ts';
import { useRappelStable } from '../../lib/use-rappel-stable.ts';
import {
  cleDisponibilite,
  useDisponibilitesRv,
} from '../../entities/disponibilite-rv/api/list-disponibilites-rv.ts';
import { useDossiers } from '../../entities/dossier-patient/api/list-dossiers.ts';
import { useModifierDossier } from '../../entities/dossier-patient/api/update-dossier.ts';
import { DossierFormDialog } from '../../entities/dossier-patient/formulaire/lazy-dossier-form-dialog.tsx';
import { libelleStatut } from '../../entities/dossier-patient/badge-statut/libelle-statut.ts';
import {
  evenementsHeures,
  jourEtMinutes,
  joursEntre,
  periodeAffichee,
} from '../../entities/disponibilite-rv/calendrier.ts';
import { evenementsRendezVous, heuresSuggerees, rendezVousTropProches } from './rendez-vous.ts';
import { SuggestionsDuJour } from './suggestions-du-jour.tsx';
import { AvertissementProche } from './avertissement-proche.tsx';
import { ImpressionAgenda } from './impression-agenda.tsx';
import { contenuEvenement } from './contenu-evenement.tsx';
import { useChoixExaminateur } from '../../entities/disponibilite-rv/choix-examinateur.tsx';
import { PageExaminateur } from '../../entities/disponibilite-rv/page-examinateur.tsx';
import { GrilleSemaine, GrilleSemaineReservee } from '../../components/grille-semaine/grille-semaine.tsx';
import './agenda.css';

type Formulaire = { dossierId: number | null; initial?: Partial<DossierSaisie> } | null;

/** A booking or a move waiting for the answer to the 8-minute warning. */
type Attente =
  | { kind: 'reserver'; jour: Jour; minutes: Minutes; proches: DossierPatientStocke[] }
  | {
      kind: 'deplacer';
      info: EventDropInfo;
      dossier: DossierPatientStocke;
      jour: Jour;
      minutes: Minutes;
      proches: DossierPatientStocke[];
    }
  | null;

/** The calendar's toolbar: one object for every render (the memoised calendar compares its options). */
const BARRE_AGENDA = { start: 'prev,next today', center: 'title', end: 'timeGridDay,timeGridWeek' };

export default function AgendaPage() {
  const { t } = useTranslation(['agendas', 'common']);
  const telephone = !useMediaQuery(SMALL_UP);
  const choix = useChoixExaminateur();
  // The examiner as the screen draws it: deferred, so that its first choice (the examiners' answer)
  // mounts the calendar, the print view and the suggestions in a transition, in slices; null at the
  // mount, so that an answer already cached then (a returning user) waits for that transition too.
  const choisi = useDeferredValue(choix.choisi, null);
  const lieu = choix.role === 'psychologue' ? LIEU.rendezVousPsychologue : LIEU.rendezVousMedecin;
  const [periode, setPeriode] = useState<{ du: string; au: string } | null>(null);
  const [jourChoisi, setJourChoisi] = useState<Jour>(() => jourParis(new Date()));
  const [formulaire, setFormulaire] = useState<Formulaire>(null);
  const [attente, setAttente] = useState<Attente>(null);
  const modifier = useModifierDossier();

  // Every appointment of the examiner in the shown days (all kinds: the 8-minute rule counts them all).
  const dossiers = useDossiers(
    choisi ? [choisi.bureauId] : [],
    { du: periode?.du ?? '', au: periode?.au ?? '', examinateur: choisi?.examinateurId },
    choisi !== null && periode !== null,
  );
  const dispos = useDisponibilitesRv(choisi ? [choisi.bureauId] : [], periode);
  const dispo = choisi
    ? (dispos.parExaminateur.get(cleDisponibilite(choisi.bureauId, choisi.examinateurId)) ?? null)
    : null;
  const tous = useMemo(() => dossiers.data ?? [], [dossiers.data]);
  const jours = useMemo(() => (periode ? joursEntre(periode.du, periode.au) : []), [periode]);

  // The calendar and the print view are computed from a deferred value of what they show: when the
  // week's files or hours arrive, the query's urgent render (react-query's answers render synchronously)
  // keeps the previous ones, and the events' computing and FullCalendar's render follow at low priority,
  // in slices the browser can interrupt. One value for the three: a render never mixes old and new.
  const affiche = useDeferredValue(useMemo(() => ({ dispo, jours, tous }), [dispo, jours, tous]));

  const evenements = useMemo(() => {
    const { dispo, jours, tous } = affiche;
    const lieuNom = (id: number) => LIEUX.find((l) => l.id === id)?.nom ?? '';
    const titre = (d: DossierPatientStocke) => {
      const nom = d.nom.trim() === '' ? t('agendas:creneauReserve') : d.nom;
      const statut = d.statut ? ` · ${libelleStatut(t, d.statut.id)}` : '';
      const autre = d.lieu !== lieu ? ` (${lieuNom(d.lieu)})` : '';
      return `${nom}${statut}${autre}`;
    };
    return [
      ...evenementsHeures(dispo, jours),
      ...evenementsRendezVous(
        tous.filter((d) => d.lieu === lieu),
        titre,
        true,
      ),
      // The examiner's other kinds of appointment count for the 8-minute rule: shown, not moved here.
      ...evenementsRendezVous(
        tous.filter((d) => d.lieu !== lieu),
        titre,
        false,
      ),
    ];
  }, [affiche, lieu, t]);

  // The shared rule's slots of the chosen day, without those already past (a past time is not offered).
  const suggestions = useMemo(() => {
    if (!dossiers.data || dispos.isPending) return null;
    const maintenant = new Date();
    const aujourdhui = jourParis(maintenant);
    if (jourChoisi < aujourdhui) return [];
    const heures = heuresSuggerees(dispo, jourChoisi, tous);
    return jourChoisi === aujourdhui ? heures.filter((h) => h > minutesParis(maintenant)) : heures;
  }, [dossiers.data, dispos.isPending, dispo, jourChoisi, tous]);

  const ouvrirReservation = (jour: Jour, minutes: Minutes) => {
    if (!choisi) return;
    setFormulaire({
      dossierId: null,
      initial: {
        lieu,
        rendezVousDate: jour,
        rendezVousHeure: minutes,
        examinateur: { id: choisi.examinateurId, nomComplet: choisi.nomComplet },
        modeAnticipe: true,
      },
    });
  };

  const reserver = (jour: Jour, minutes: Minutes) => {
    const proches = rendezVousTropProches(tous, jour, minutes);
    if (proches.length > 0) setAttente({ kind: 'reserver', jour, minutes, proches });
    else ouvrirReservation(jour, minutes);
  };

  const deplacer = async (
    info: EventDropInfo,
    dossier: DossierPatientStocke,
    jour: Jour,
    minutes: Minutes,
  ) => {
    const saisie = dossierSaisieSchema.safeParse({
      ...dossier,
      rendezVousDate: jour,
      rendezVousHeure: minutes,
      modeAnticipe: (dossier.statut?.id ?? STATUT.aucun) === STATUT.aucun,
    });
    if (!saisie.success || !choisi) {
      info.revert();
      notifyFailure(new Error(t('agendas:deplacementImpossible')));
      return;
    }
    try {
      await modifier.mutateAsync({
        bureauId: choisi.bureauId,
        id: dossier.id,
        saisie: saisie.data,
        version: dossier.version,
      });
      notifySuccess('objetUpdated');
    } catch (error) {
      info.revert();
      notifyFailure(estConflit(error) ? new Error(t('agendas:conflitDeplacement')) : error);
    }
  };

  const onDatesSet = useRappelStable((info: DatesSetInfo) => {
    const p = periodeAffichee(info.startStr, info.endStr);
    if (!p || (p.du === periode?.du && p.au === periode?.au)) return;
    // FullCalendar announces its days while it commits: the screen's render that follows (the
    // suggestions, the calendar again) is a transition, in slices, rather than one blocking piece.
    startTransition(() => {
      setPeriode(p);
      const affiches = joursEntre(p.du, p.au);
      const aujourdhui = jourParis(new Date());
      if (!affiches.includes(jourChoisi) && affiches.length > 0) {
        setJourChoisi(affiches.includes(aujourdhui) ? aujourdhui : (affiches[0] as Jour));
      }
    });
  });

  const onSelect = useRappelStable((info: DateSelectInfo) => {
    info.view.calendar.unselect();
    const debut = jourEtMinutes(info.startStr);
    if (!debut) return;
    setJourChoisi(debut.jour);
    reserver(debut.jour, debut.minutes);
  });

  const onEventClick = useRappelStable((info: EventClickInfo) => {
    const id = Number(info.event.extendedProps.dossierId);
    if (id > 0) setFormulaire({ dossierId: id });
  });

  const onEventDrop = useRappelStable((info: EventDropInfo) => {
    const dossier = tous.find((d) => d.id === Number(info.event.extendedProps.dossierId));
    const cible = jourEtMinutes(info.event.startStr);
    if (!dossier || !cible) {
      info.revert();
      return;
    }
    const proches = rendezVousTropProches(tous, cible.jour, cible.minutes, dossier.id);
    if (proches.length > 0) setAttente({ kind: 'deplacer', info, dossier, ...cible, proches });
    else void deplacer(info, dossier, cible.jour, cible.minutes);
  });

  const accepterAttente = () => {
    if (attente?.kind === 'reserver') ouvrirReservation(attente.jour, attente.minutes);
    if (attente?.kind === 'deplacer')
      void deplacer(attente.info, attente.dossier, attente.jour, attente.minutes);
    setAttente(null);
  };
  const refuserAttente = () => {
    if (attente?.kind === 'deplacer') attente.info.revert();
    setAttente(null);
  };

  const titre = t(choix.role === 'psychologue' ? 'agendas:titrePsychologue' : 'agendas:titreMedecin');
  const erreur = choix.error ?? dossiers.error ?? dispos.error;

  return (
    <PageExaminateur
      titre={titre}
      choix={choix}
      selecteurId="agenda-examinateur"
      erreur={erreur ? String((erreur as Error).message ?? erreur) : null}
    >
      {choisi ? (
        <ImpressionAgenda
          bureauId={choisi.bureauId}
          bureauNom={choisi.bureauNom}
          examinateur={choisi.nomComplet}
          lieu={lieu}
          jours={affiche.jours}
          dossiers={affiche.tous}
        />
      ) : null}
      {choisi ? (
        <div className="umj-agenda-corps">
          <GrilleSemaine
            label={t('agendas:grilleDe', { nom: choisi.nomComplet })}
            initialView={telephone ? 'timeGridDay' : 'timeGridWeek'}
            headerToolbar={BARRE_AGENDA}
            events={evenements}
            selectable
            editable
            eventDurationEditable={false}
            displayEventEnd={false}
            eventContent={contenuEvenement}
            datesSet={onDatesSet}
            select={onSelect}
            eventClick={onEventClick}
            eventDrop={onEventDrop}
          />
          <SuggestionsDuJour
            jours={jours}
            jourChoisi={jourChoisi}
            onJour={setJourChoisi}
            suggestions={suggestions}
            onReserver={(h) => reserver(jourChoisi, h)}
            compact={telephone}
          />
        </div>
      ) : choix.isPending || choix.choisi !== null ? (
        <GrilleSemaineReservee />
      ) : null}
      <AvertissementProche attente={attente} onAccepter={accepterAttente} onRefuser={refuserAttente} />
      {formulaire && choisi ? (
        <DossierFormDialog
          bureauId={choisi.bureauId}
          dossierId={formulaire.dossierId}
          initial={formulaire.initial}
          modeAnticipe={formulaire.dossierId === null}
          onClose={() => setFormulaire(null)}
        />
      ) : null}
    </PageExaminateur>
  );
}
