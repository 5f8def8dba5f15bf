// Search box of the top bar (docs/product-rules.md#screens, placeholder 'Search…' translated; "Header search"): the
// patient-file search of the selected offices (app/shell/recherche) for the roles that
// have patient files; hidden for a user without them (role aucun: nothing it could find or open).
import { useSession } from '../../../lib/session/session-provider.tsx';
import { RechercheDossiers, routeListe } from '../recherche/index.ts';

export function SearchBox() {
  const { user } = useSession();
  const route = routeListe(user?.role);
  return route === null ? null : <RechercheDossiers routeListe={route} />;
}
