// The time grid both H5 screens use (agendas, examiners' hours): FullCalendar 7 timegrid with
// interaction, time zone Europe/Paris, the app's language (French by default) and its direction
// (Arabic right to left), 15-minute slots of docs/product-rules.md#constants. A chunk of its own,
// loaded by grille-semaine.tsx after the screen's first render (the screen's route stays light).
// FullCalendar lays its grid out in two passes (rows and the time axis are measured, then sized): the
// calendar stays hidden in its reserved space until its size holds for a frame, so that second pass
// moves nothing on screen (CLS).
import FullCalendar from '@fullcalendar/react';
import type { LocaleInput } from '@fullcalendar/react';
import interactionPlugin from '@fullcalendar/react/interaction';
import ar from '@fullcalendar/react/locales/ar';
import enGb from '@fullcalendar/react/locales/en-gb';
import es from '@fullcalendar/react/locales/es';
import fr from '@fullcalendar/react/locales/fr';
import it from '@fullcalendar/react/locales/it';
import zhCn from '@fullcalendar/react/locales/zh-cn';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { FUSEAU_HORAIRE } from '@umj/shared/dates';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageDirection } from '../../i18n/index.ts';
import type { GrilleSemaineOptions } from './grille-semaine.tsx';

const LOCALES: Readonly<Record<string, LocaleInput>> = { fr, en: enGb, es, it, zh: zhCn, ar };

/**
 * False until the size of the element's content (FullCalendar's root) has held for one frame after its
 * last change; true at once without ResizeObserver.
 */
function useTaillePosee<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [posee, setPosee] = useState(() => typeof ResizeObserver === 'undefined');
  useLayoutEffect(() => {
    const element = ref.current;
    if (posee || element === null) return;
    let image = 0;
    const observateur = new ResizeObserver(() => {
      cancelAnimationFrame(image);
      image = requestAnimationFrame(() => {
        image = requestAnimationFrame(() => setPosee(true));
      });
    });
    observateur.observe(element.firstElementChild ?? element);
    return () => {
      observateur.disconnect();
      cancelAnimationFrame(image);
    };
  }, [posee]);
  return { ref, posee };
}

export default function GrilleSemaineCalendrier(options: GrilleSemaineOptions) {
  const { i18n } = useTranslation();
  const langue = i18n.language;
  const { ref, posee } = useTaillePosee<HTMLDivElement>();
  return (
    <div ref={ref} className="umj-grille-calendrier" data-posee={posee}>
      <FullCalendar
        plugins={[timeGridPlugin, interactionPlugin, classicTheme]}
        timeZone={FUSEAU_HORAIRE}
        locale={LOCALES[langue] ?? fr}
        direction={languageDirection(langue)}
        allDaySlot={false}
        slotDuration="00:15:00"
        snapDuration="00:15:00"
        slotHeaderInterval="01:00:00"
        slotMinTime="07:00:00"
        slotMaxTime="21:00:00"
        scrollTime="08:00:00"
        height="auto"
        expandRows
        nowIndicator
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        {...options}
      />
    </div>
  );
}
