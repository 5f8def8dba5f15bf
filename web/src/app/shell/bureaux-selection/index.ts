// The office selection's public entry: the header's selector (the selection itself is lib/bureaux),
// loaded once the first screen has shown its data (lazy-bureaux-selector.tsx).
export { BureauxSelector } from './lazy-bureaux-selector.tsx';
