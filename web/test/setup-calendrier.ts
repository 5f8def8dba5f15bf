// The date fields' Calendar (a chunk the application loads after a screen's first render:
// src/components/champ-date/champ-date.tsx) loaded before each file's first test, so that a screen or a
// form renders its date fields at once, as it does in the application once that chunk is there. The
// files about the field before its chunk arrives run without it (vitest.config.ts, FIRST_LOAD).
import { beforeAll } from 'vitest';
import { chargerCalendrier } from '../src/components/champ-date/charger-calendrier.ts';

beforeAll(async () => {
  await chargerCalendrier();
});
