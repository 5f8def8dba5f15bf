// The time grid both H5 screens use (agendas, examiners' hours): its frame, with the calendar
// (FullCalendar, grille-semaine-calendrier.tsx) loaded as a chunk of its own after the screen's first
// render. The frame keeps the calendar's height while it loads, so nothing below it moves when it
// arrives (CLS, docs/architecture.md "First load of the SPA").
import type { CalendarOptions } from '@fullcalendar/react';
import { lazy, memo, Suspense } from 'react';
import './grille-semaine.css';

const GrilleSemaineCalendrier = lazy(() => import('./grille-semaine-calendrier.tsx'));

export type GrilleSemaineOptions = Omit<CalendarOptions, 'plugins' | 'timeZone' | 'locale' | 'direction'>;
export type GrilleSemaineProps = GrilleSemaineOptions & { label: string };

/** The space the calendar takes, shown while its chunk (or the screen's examiner) loads. */
export function GrilleSemaineReservee() {
  return <div className="umj-grille-reservee" aria-hidden="true" />;
}

/**
 * Memoised: a screen renders again at each state of its queries, the calendar only when one of its
 * options changes (the screens give stable callbacks and toolbar, and memoised events).
 */
export const GrilleSemaine = memo(function GrilleSemaine({ label, ...options }: GrilleSemaineProps) {
  return (
    <section className="umj-grille" aria-label={label}>
      <Suspense fallback={<GrilleSemaineReservee />}>
        <GrilleSemaineCalendrier {...options} />
      </Suspense>
    </section>
  );
});
