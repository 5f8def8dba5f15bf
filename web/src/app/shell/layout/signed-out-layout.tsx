// Signed-out layout (docs/product-rules.md#screens): the routed page over the authentication background image, in the
// page's one <main> landmark (the pages themselves are sections, as inside the signed-in shell).
// The language switcher (PrimeReact's Dropdown) loads after the page's first render (first
// load): until then the current language shows in its place, in the same box.
import { Outlet } from 'react-router-dom';
import background from '../../../assets/auth-background.svg';
import { LanguageSwitcher } from '../header/language-switcher.tsx';

export function SignedOutLayout() {
  return (
    <div className="umj-auth-layout" style={{ backgroundImage: `url(${JSON.stringify(background)})` }}>
      <div className="umj-auth-layout__language">
        <LanguageSwitcher />
      </div>
      <main className="umj-auth-layout__content">
        <Outlet />
      </main>
    </div>
  );
}
