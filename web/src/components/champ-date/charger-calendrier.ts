// The date fields' Calendar (saisie-calendrier.tsx) is a chunk of its own (champ-date.tsx). This module,
// with no style and no component, is what a dialog holding date fields imports to fetch it with its own
// chunk, and what the fields ask whether it is there already.
type ModuleCalendrier = typeof import('./saisie-calendrier.tsx');

let charge: ModuleCalendrier | undefined;

/** Fetches the Calendar's chunk (once); the fields rendered afterwards render it at once. */
export function chargerCalendrier(): Promise<ModuleCalendrier> {
  return import('./saisie-calendrier.tsx').then((module) => (charge = module));
}

/** The Calendar's module once fetched, else undefined. */
export function calendrierCharge(): ModuleCalendrier | undefined {
  return charge;
}
