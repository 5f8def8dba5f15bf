// Issue 9 Examiners' hours: /secretariat/disponibiliterv/medecin + /psychologue and
// /examinateur/disponibiliterv/medecin + /psychologue. The weekly pattern ("semaine type") and the dated
// exceptions (absence, heures supplémentaires, with a motif) of one examiner in one office, edited on a
// week grid: select = add a range, click = remove it (exceptions: edit or remove), drag or resize =
// change it. The dated week shows the resulting hours (shared plagesDuJour: exceptions win). Saved
// whole with the version read (PUT); a 409 reloads the stored hours beside the user's draft, which is
// kept, with a French message.
import type { DateSelectInfo, DatesSetInfo, EventChangeInfo, EventClickInfo } from '@fullcalendar/react';
import type { DisponibiliteRv, ExceptionRv } from '@umj/shared/disponibilites-rv';
import { formatDateFr, formatHeure, jourParis, MINUTES_PAR_JOUR, type Jour } from '@umj/shared/dates';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../components/list/list-notices.ts';
import { errorMessage, isVersionConflict } from '../../lib/api-error.ts';
import {
  cleDisponibilite,
  listDisponibilitesRv,
  useDisponibilitesRv,
} from '../../entities/disponibilite-rv/api/list-disponibilites-rv.ts';
import { useEnregistrerDisponibiliteRv } from './api/update-disponibilite-rv.ts';
import {
  dateHeureParis,
  evenementsHeures,
  jourEtMinutes,
  joursEntre,
  periodeAffichee,
  type EvenementAgenda,
} from '../../entities/disponibilite-rv/calendrier.ts';
import { useChoixExaminateur } from '../../entities/disponibilite-rv/choix-examinateur.tsx';
import { LegendeHeures, PageExaminateur } from '../../entities/disponibilite-rv/page-examinateur.tsx';
import { GrilleSemaine } from '../../components/grille-semaine/grille-semaine.tsx';
import { AjoutPlage } from './ajout-plage.tsx';
import {
  ajouterException,
  ajouterPlageSemaine,
  changerException,
  changerPlageSemaine,
  depuisServeur,
  jourDeLaSemaineType,
  memeContenu,
  periodeEditeur,
  reappliquer,
  retirerPlageSemaine,
  SEMAINE_TYPE_LUNDI,
  type Brouillon,
} from './brouillon-heures.ts';
import './heures-examinateurs.css';

type Mode = 'semaine' | 'exceptions';

interface Edition {
  cle: string;
  /** The stored hours the draft started from (to re-apply the user's changes after a conflict). */
  base: Brouillon;
  brouillon: Brouillon;
  /** Version the draft will be saved against (the one read, or the one reloaded after a 409). */
  version: number;
  /** The stored hours reloaded after a 409, shown beside the draft. */
  conflit: DisponibiliteRv | null;
}

type ExceptionEditee = { index: number | null; exception: ExceptionRv } | null;

/** The day and range of a FullCalendar selection or event (an end at midnight is the day's end). */
function plageDepuis(startStr: string, endStr: string) {
  const debut = jourEtMinutes(startStr);
  const fin = jourEtMinutes(endStr);
  if (!debut || !fin) return null;
  const finMinutes = fin.jour > debut.jour ? MINUTES_PAR_JOUR : fin.minutes;
  if (finMinutes <= debut.minutes) return null;
  return { jour: debut.jour, plage: { debut: debut.minutes, fin: finMinutes } };
}

export default function DisponibilitesPage() {
  const { t } = useTranslation(['agendas', 'common']);
  const choix = useChoixExaminateur();
  const choisi = choix.choisi;
  const [mode, setMode] = useState<Mode>('semaine');
  const [semaineAffichee, setSemaineAffichee] = useState<Jour[]>([]);
  const [edition, setEdition] = useState<Edition | null>(null);
  const [exceptionEditee, setExceptionEditee] = useState<ExceptionEditee>(null);
  const periode = useMemo(() => periodeEditeur(), []);
  const filtre = useMemo(
    () => (choisi ? { ...periode, examinateur: choisi.examinateurId } : null),
    [periode, choisi],
  );
  const lecture = useDisponibilitesRv(choisi ? [choisi.bureauId] : [], filtre);
  const enregistrer = useEnregistrerDisponibiliteRv();

  const stockee = choisi
    ? (lecture.parExaminateur.get(cleDisponibilite(choisi.bureauId, choisi.examinateurId)) ?? null)
    : null;
  const versionStockee = stockee?.version ?? 0;
  // The draft of this examiner when one is being edited; otherwise the stored hours.
  const courante =
    edition &&
    choisi &&
    edition.cle === choisi.cle &&
    (edition.conflit !== null || !memeContenu(edition.brouillon, depuisServeur(stockee)))
      ? edition
      : null;
  const brouillon = courante?.brouillon ?? depuisServeur(stockee);
  const version = courante?.version ?? versionStockee;
  const modifie =
    courante !== null && !memeContenu(courante.brouillon, depuisServeur(courante.conflit ?? stockee));

  const changer = (next: Brouillon) => {
    if (!choisi) return;
    setEdition({
      cle: choisi.cle,
      base: courante?.base ?? depuisServeur(stockee),
      brouillon: next,
      version,
      conflit: courante?.conflit ?? null,
    });
  };

  const evenements = useMemo<EvenementAgenda[]>(() => {
    if (mode === 'semaine') {
      const enregistrees = courante?.conflit
        ? courante.conflit.semaine.map((p, i) => ({
            id: `conflit-${i}`,
            title: '',
            start: dateHeureParis(jourDeLaSemaineType(p.jourSemaine), p.debut),
            end: dateHeureParis(jourDeLaSemaineType(p.jourSemaine), p.fin),
            display: 'background' as const,
            className: 'umj-heures-enregistrees',
          }))
        : [];
      return [
        ...enregistrees,
        ...brouillon.semaine.map((p, i) => ({
          id: `semaine-${i}`,
          // The grid shows the range's hours; no other title.
          title: '',
          start: dateHeureParis(jourDeLaSemaineType(p.jourSemaine), p.debut),
          end: dateHeureParis(jourDeLaSemaineType(p.jourSemaine), p.fin),
          color: '#166534',
          contrastColor: '#ffffff',
          extendedProps: { index: i },
        })),
      ];
    }
    return [
      ...evenementsHeures(brouillon, semaineAffichee),
      ...(courante?.conflit
        ? evenementsHeures(courante.conflit, semaineAffichee, 'umj-heures-enregistrees')
        : []),
      ...brouillon.exceptions.flatMap((e, i) =>
        semaineAffichee.includes(e.jour)
          ? [
              {
                id: `exception-${i}`,
                title: `${t(e.type === 'absence' ? 'agendas:absence' : 'agendas:supplement')}${e.motif ? ` — ${e.motif}` : ''}`,
                start: dateHeureParis(e.jour, e.debut),
                end: dateHeureParis(e.jour, e.fin),
                color: e.type === 'absence' ? '#991b1b' : '#1d4ed8',
                contrastColor: '#ffffff',
                className: e.type === 'absence' ? 'umj-absence' : '',
                extendedProps: { index: i },
              },
            ]
          : [],
      ),
    ];
  }, [mode, brouillon, semaineAffichee, courante?.conflit, t]);

  const onSelect = (info: DateSelectInfo) => {
    info.view.calendar.unselect();
    const p = plageDepuis(info.startStr, info.endStr);
    if (!p) return;
    if (mode === 'semaine') changer(ajouterPlageSemaine(brouillon, p.jour, p.plage));
    else
      setExceptionEditee({
        index: null,
        exception: { jour: p.jour, ...p.plage, type: 'absence', motif: '' },
      });
  };

  const onEventClick = (info: EventClickInfo) => {
    const index = Number(info.event.extendedProps.index);
    if (!Number.isInteger(index)) return;
    if (mode === 'semaine') changer(retirerPlageSemaine(brouillon, index));
    else {
      const exception = brouillon.exceptions[index];
      if (exception) setExceptionEditee({ index, exception });
    }
  };

  const onEventChange = (info: EventChangeInfo) => {
    const index = Number(info.event.extendedProps.index);
    const p = plageDepuis(info.event.startStr, info.event.endStr);
    if (!p || !Number.isInteger(index)) {
      info.revert();
      return;
    }
    if (mode === 'semaine') changer(changerPlageSemaine(brouillon, index, p.jour, p.plage));
    else {
      const exception = brouillon.exceptions[index];
      if (exception) changer(changerException(brouillon, index, { ...exception, jour: p.jour, ...p.plage }));
    }
  };

  const onDatesSet = (info: DatesSetInfo) => {
    const p = periodeAffichee(info.startStr, info.endStr);
    if (p) setSemaineAffichee(joursEntre(p.du, p.au));
  };

  const sauver = async () => {
    if (!choisi) return;
    try {
      const sauvee = await enregistrer.mutateAsync({
        bureauId: choisi.bureauId,
        examinateurId: choisi.examinateurId,
        semaine: brouillon.semaine,
        exceptions: brouillon.exceptions,
        version,
      });
      setEdition({
        cle: choisi.cle,
        base: depuisServeur(sauvee),
        brouillon: depuisServeur(sauvee),
        version: sauvee.version,
        conflit: null,
      });
      notifySuccess('objetUpdated');
    } catch (error) {
      if (!isVersionConflict(error)) throw error;
      // Someone saved meanwhile: read the stored hours and re-apply the user's changes to them; the
      // stored hours stay visible (hatched) until the user saves the result against the new version.
      const relues = await listDisponibilitesRv(choisi.bureauId, {
        ...periode,
        examinateur: choisi.examinateurId,
      });
      const actuelle: DisponibiliteRv = relues.find((d) => d.examinateurId === choisi.examinateurId) ?? {
        bureauId: choisi.bureauId,
        examinateurId: choisi.examinateurId,
        semaine: [],
        exceptions: [],
        version: 0,
      };
      const stocke = depuisServeur(actuelle);
      setEdition({
        cle: choisi.cle,
        base: stocke,
        brouillon: reappliquer(courante?.base ?? depuisServeur(stockee), brouillon, stocke),
        version: actuelle.version,
        conflit: actuelle,
      });
    }
  };

  const titre = t(choix.role === 'psychologue' ? 'agendas:heuresPsychologue' : 'agendas:heuresMedecin');
  const erreurLecture = choix.error ?? lecture.error;

  return (
    <PageExaminateur
      className="umj-heures-page"
      titre={titre}
      choix={choix}
      selecteurId="heures-examinateur"
      erreur={erreurLecture ? errorMessage(erreurLecture) : null}
    >
      {choisi ? (
        <>
          <div className="umj-heures-barre">
            <SelectButton
              value={mode}
              onChange={(e) => e.value && setMode(e.value as Mode)}
              options={[
                { value: 'semaine', label: t('agendas:modeSemaine') },
                { value: 'exceptions', label: t('agendas:modeExceptions') },
              ]}
              aria-label={t('agendas:mode')}
              allowEmpty={false}
            />
            <span className="umj-heures-actions">
              {modifie ? <span className="umj-heures-modifie">{t('agendas:nonEnregistre')}</span> : null}
              <Button
                type="button"
                label={t('common:actions.annuler')}
                outlined
                disabled={!modifie && !courante?.conflit}
                onClick={() => setEdition(null)}
              />
              <Button
                type="button"
                label={t('common:actions.enregistrer')}
                icon="pi pi-save"
                loading={enregistrer.isPending}
                disabled={lecture.isPending || (!modifie && !courante?.conflit)}
                onClick={() => void sauver().catch(() => undefined)}
              />
            </span>
          </div>
          {courante?.conflit ? <Message severity="warn" text={t('agendas:conflitHeures')} /> : null}
          {enregistrer.error && !isVersionConflict(enregistrer.error) ? (
            <Message severity="error" text={errorMessage(enregistrer.error)} />
          ) : null}
          <p className="umj-heures-aide">
            {t(mode === 'semaine' ? 'agendas:aideSemaine' : 'agendas:aideExceptions')}
            {mode === 'semaine' && brouillon.semaine.length === 0 && brouillon.exceptions.length === 0
              ? ` ${t('agendas:parDefaut')}`
              : ''}
          </p>
          <AjoutPlage
            mode={mode}
            jourParDefaut={semaineAffichee[0] ?? jourParis(new Date())}
            onAjouter={(jour, plage) =>
              mode === 'semaine'
                ? changer(ajouterPlageSemaine(brouillon, jour, plage))
                : setExceptionEditee({
                    index: null,
                    exception: { jour, ...plage, type: 'absence', motif: '' },
                  })
            }
          />
          {mode === 'semaine' ? (
            <GrilleSemaine
              key="semaine"
              label={t('agendas:modeSemaine')}
              initialView="timeGridWeek"
              initialDate={dateHeureParis(SEMAINE_TYPE_LUNDI, 0).slice(0, 10)}
              firstDay={1}
              headerToolbar={false}
              dayHeaderFormat={{ weekday: 'long' }}
              nowIndicator={false}
              events={evenements}
              selectable
              editable
              select={onSelect}
              eventClick={onEventClick}
              eventChange={onEventChange}
            />
          ) : (
            <GrilleSemaine
              key="exceptions"
              label={t('agendas:modeExceptions')}
              initialView="timeGridWeek"
              initialDate={dateHeureParis(jourParis(new Date()), 0).slice(0, 10)}
              headerToolbar={{ start: 'prev,next today', center: 'title', end: '' }}
              events={evenements}
              selectable
              editable
              select={onSelect}
              eventClick={onEventClick}
              eventChange={onEventChange}
              datesSet={onDatesSet}
            />
          )}
          {mode === 'exceptions' ? <LegendeHeures /> : null}
        </>
      ) : null}
      <DialogueException
        edition={exceptionEditee}
        onClose={() => setExceptionEditee(null)}
        onSave={(exception) => {
          const index = exceptionEditee?.index ?? null;
          changer(
            index === null
              ? ajouterException(brouillon, exception)
              : changerException(brouillon, index, exception),
          );
          setExceptionEditee(null);
        }}
        onDelete={() => {
          const index = exceptionEditee?.index ?? null;
          if (index !== null) changer(changerException(brouillon, index, null));
          setExceptionEditee(null);
        }}
      />
    </PageExaminateur>
  );
}

function DialogueException({
  edition,
  onClose,
  onSave,
  onDelete,
}: {
  edition: ExceptionEditee;
  onClose(): void;
  onSave(exception: ExceptionRv): void;
  onDelete(): void;
}) {
  const { t } = useTranslation(['agendas', 'common']);
  const [type, setType] = useState<ExceptionRv['type']>('absence');
  const [motif, setMotif] = useState('');
  const [ouverte, setOuverte] = useState<ExceptionEditee>(null);
  if (edition !== ouverte) {
    setOuverte(edition);
    setType(edition?.exception.type ?? 'absence');
    setMotif(edition?.exception.motif ?? '');
  }
  if (!edition) return null;
  const e = edition.exception;
  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('agendas:exceptionTitre', {
        jour: formatDateFr(e.jour),
        debut: formatHeure(e.debut),
        fin: formatHeure(e.fin),
      })}
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <div>
          {edition.index !== null ? (
            <Button
              type="button"
              label={t('common:actions.supprimer')}
              severity="danger"
              text
              onClick={onDelete}
            />
          ) : null}
          <Button type="button" label={t('common:actions.annuler')} outlined onClick={onClose} />
          <Button
            type="button"
            label={t('agendas:appliquer')}
            onClick={() => onSave({ ...e, type, motif: motif.trim().slice(0, 200) })}
          />
        </div>
      }
    >
      <div className="umj-heures-exception">
        <span id="exception-type">{t('agendas:exceptionType')}</span>
        <SelectButton
          aria-labelledby="exception-type"
          value={type}
          onChange={(ev) => ev.value && setType(ev.value as ExceptionRv['type'])}
          options={[
            { value: 'absence', label: t('agendas:absence') },
            { value: 'supplement', label: t('agendas:supplement') },
          ]}
          allowEmpty={false}
        />
        <label htmlFor="exception-motif">{t('agendas:motif')}</label>
        <InputText
          id="exception-motif"
          value={motif}
          maxLength={200}
          onChange={(ev) => setMotif(ev.target.value)}
        />
      </div>
    </Dialog>
  );
}
