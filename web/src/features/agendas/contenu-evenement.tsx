// What an appointment of the agenda shows (eventContent of the week grid): its time and its title
// (patient, status, kind of appointment), wrapped within its box in every language and direction
// (Arabic right to left: the title's own direction, the time left to right); a 15-minute event shows one
// line ending in "…" (agenda.css) and the whole title as its tooltip (the file opens on a click).
import type { EventDisplayInfo } from '@fullcalendar/react';

export function contenuEvenement(info: EventDisplayInfo) {
  const titre = info.event.title;
  return (
    <div className="umj-rdv-contenu" title={titre || undefined}>
      {info.timeText && (
        <span className="umj-rdv-heure" dir="ltr">
          {info.timeText}
        </span>
      )}
      {titre && (
        <span className="umj-rdv-titre" dir="auto">
          {titre}
        </span>
      )}
    </div>
  );
}
