// The office selection's public entry: the header's selector (the selection itself is lib/bureaux).
export { BureauxSelector } from './bureaux-selector.tsx';
