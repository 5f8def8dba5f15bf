// The header search's public entry: the shell's header shows the search box on the role's patient-file
// list route (routeListe: null for a role without patient files). Nothing else of this folder is
// imported from outside it.
export { RechercheDossiers } from './recherche-dossiers.tsx';
export { routeListe } from '../../../entities/dossier-patient/liens.ts';
