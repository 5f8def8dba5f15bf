// Search box of the top bar (spec §2, placeholder 'Search…' translated; issue 9 "Header search"): the
// patient-file search of the selected offices (features/dossiers-patients/recherche) for the roles that
// have patient files; hidden for a user without them (role aucun: nothing it could find or open).
import { useSession } from '../../../lib/session/session-provider.tsx';
import { RechercheDossiers } from '../../../features/recherche/recherche-dossiers.tsx';
import { routeListe } from '../../../features/recherche/recherche-rapide.ts';

export function SearchBox() {
  const { user } = useSession();
  const route = routeListe(user?.role);
  return route === null ? null : <RechercheDossiers routeListe={route} />;
}
