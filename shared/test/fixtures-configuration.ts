// Shared test data: the three offices the spec names (docs/product-rules.md#product) and "today" of the team (2026-11-22).
import { jourDepuisIso } from '../src/dates.ts';

export const BUREAUX = [
  { id: 'b-arg', nom: 'Argenteuil' },
  { id: 'b-cha', nom: 'Chartres' },
  { id: 'b-pn', nom: 'Paris Nord' },
];
export const TODAY = jourDepuisIso('2026-11-22') as number;
