// The office selection's public entry: the header's selector (the selection itself is lib/bureaux),
// loaded after the screen renders.
export { BureauxSelector } from './lazy-bureaux-selector.tsx';
