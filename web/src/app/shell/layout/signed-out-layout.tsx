// Signed-out layout (spec §2): the routed page over the authentication background image, in the
// page's one <main> landmark (the pages themselves are sections, as inside the signed-in shell).
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
