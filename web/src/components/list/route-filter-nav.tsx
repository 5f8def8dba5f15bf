// Filters carried by the route (docs/product-rules.md#screens e.g. /admin/utilisateur/statut/:name and /role/:name): one
// group of links per kind of filter; the current one is marked, choosing another navigates (so the
// address, the back button and a bookmark keep the filter). Labels come translated from the screen.
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import './list.css';

export interface RouteFilterGroup {
  /** Translated name of the group ('Statut', 'Rôle'). */
  label: string;
  options: readonly { to: string; label: string }[];
}

export function RouteFilterNav({ label, groups }: { label: string; groups: readonly RouteFilterGroup[] }) {
  const id = useId();
  return (
    <nav className="umj-route-filters" aria-label={label}>
      {groups.map((group, index) => (
        <div key={group.label} className="umj-route-filters__group">
          <span className="umj-route-filters__label" id={`${id}-${index}`}>
            {group.label}
          </span>
          <ul aria-labelledby={`${id}-${index}`}>
            {group.options.map((option) => (
              <li key={option.to}>
                <NavLink
                  to={option.to}
                  end
                  className={({ isActive }) =>
                    `p-button p-button-sm p-component${isActive ? '' : ' p-button-outlined'} umj-route-filters__link`
                  }
                >
                  {option.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
