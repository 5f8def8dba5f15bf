// Examiners' hours: /secretariat/disponibiliterv/medecin + /psychologue and
// /examinateur/disponibiliterv/medecin + /psychologue. The weekly pattern ("semaine type") and the dated
// exceptions (absence, heures supplémentaires, with a motif) of one examiner in one office, edited on a
// week grid: select = add a range, click = remove it (exceptions: edit or remove), drag or resize =
// change it. The dated week shows the resulting hours (shared plagesDuJour: exceptions win). Saved
// whole with the version read (PUT); a 409 reloads the stored hours beside the user's draft, which is
// kept, with a French message.
import type { DateSelectInfo, DatesSetInfo, EventChangeInfo, EventClickInfo } from '@fullcalendar/react';
import { jourParis, type Jour } from '@umj/shared/dates';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GrilleSemaine } from '../../components/grille-semaine/grille-semaine.tsx';
import { dateHeureParis, joursEntre, periodeAffichee } from '../../entities/disponibilite-rv/calendrier.ts';
import { useChoixExaminateur } from '../../entities/disponibilite-rv/choix-examinateur.tsx';
import { LegendeHeures, PageExaminateur } from '../../entities/disponibilite-rv/page-examinateur.tsx';
import { errorMessage, estConflit } from '../../lib/api-error.ts';
import { dialogueDiffere } from '../../lib/premier-affichage/dialogue-differe.tsx';
import { useRappelStable } from '../../lib/use-rappel-stable.ts';
import { AjoutPlage } from './ajout-plage.tsx';
import {
  ajouterException,
  ajouterPlageSemaine,
  changerException,
  changerPlageSemaine,
  retirerPlageSemaine,
  SEMAINE_TYPE_LUNDI,
} from './brouillon-heures.ts';
import type { DialogueExceptionProps, ExceptionEditee } from './dialogue-exception.tsx';
import { evenementsEditeur, plageDepuis, type Mode } from './evenements-editeur.ts';
import { useEditionHeures } from './use-edition-heures.ts';
import './heures-examinateurs.css';

/** The exception dialog, deferred: its chunk after the screen's first render, rendered from its first opening. */
const DialogueException = dialogueDiffere<DialogueExceptionProps>(
  () => import('./dialogue-exception.tsx').then((m) => m.DialogueException),
  (props) => props.edition !== null,
);

/** The calendars' options, one object for every render (the memoised calendar compares its options). */
const JOUR_LONG = { weekday: 'long' } as const;
const BARRE_EXCEPTIONS = { start: 'prev,next today', center: 'title', end: '' };

export default function HeuresExaminateursPage() {
  const { t } = useTranslation(['agendas', 'common']);
  const choix = useChoixExaminateur();
  const choisi = choix.choisi;
  const [mode, setMode] = useState<Mode>('semaine');
  const [semaineAffichee, setSemaineAffichee] = useState<Jour[]>([]);
  const [exceptionEditee, setExceptionEditee] = useState<ExceptionEditee>(null);
  const heures = useEditionHeures(choisi);
  const { lecture, enregistrer, brouillon, modifie, conflit, changer } = heures;
  const evenements = useMemo(
    () => evenementsEditeur(mode, brouillon, conflit, semaineAffichee, t),
    [mode, brouillon, semaineAffichee, conflit, t],
  );

  const onSelect = useRappelStable((info: DateSelectInfo) => {
    info.view.calendar.unselect();
    const p = plageDepuis(info.startStr, info.endStr);
    if (!p) return;
    if (mode === 'semaine') changer(ajouterPlageSemaine(brouillon, p.jour, p.plage));
    else
      setExceptionEditee({
        index: null,
        exception: { jour: p.jour, ...p.plage, type: 'absence', motif: '' },
      });
  });

  const onEventClick = useRappelStable((info: EventClickInfo) => {
    const index = Number(info.event.extendedProps.index);
    if (!Number.isInteger(index)) return;
    if (mode === 'semaine') changer(retirerPlageSemaine(brouillon, index));
    else {
      const exception = brouillon.exceptions[index];
      if (exception) setExceptionEditee({ index, exception });
    }
  });

  const onEventChange = useRappelStable((info: EventChangeInfo) => {
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
  });

  const onDatesSet = useRappelStable((info: DatesSetInfo) => {
    const p = periodeAffichee(info.startStr, info.endStr);
    if (p) setSemaineAffichee(joursEntre(p.du, p.au));
  });

  const titre = t(choix.role === 'psychologue' ? 'agendas:heuresPsychologue' : 'agendas:heuresMedecin');
  const erreurLecture = choix.error ?? lecture.error;

  // Both grids edit the draft: select a range, click or move a range. Stable callbacks and options, so
  // that the memoised calendar renders again only when its events change.
  const edition = {
    events: evenements,
    selectable: true,
    editable: true,
    select: onSelect,
    eventClick: onEventClick,
    eventChange: onEventChange,
  };

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
                disabled={!modifie && !conflit}
                onClick={heures.annuler}
              />
              <Button
                type="button"
                label={t('common:actions.enregistrer')}
                icon="pi pi-save"
                loading={enregistrer.isPending}
                disabled={lecture.isPending || (!modifie && !conflit)}
                onClick={() => void heures.sauver().catch(() => undefined)}
              />
            </span>
          </div>
          {conflit ? <Message severity="warn" text={t('agendas:conflitHeures')} /> : null}
          {enregistrer.error && !estConflit(enregistrer.error) ? (
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
              dayHeaderFormat={JOUR_LONG}
              nowIndicator={false}
              {...edition}
            />
          ) : (
            <GrilleSemaine
              key="exceptions"
              label={t('agendas:modeExceptions')}
              initialView="timeGridWeek"
              initialDate={dateHeureParis(jourParis(new Date()), 0).slice(0, 10)}
              headerToolbar={BARRE_EXCEPTIONS}
              {...edition}
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
