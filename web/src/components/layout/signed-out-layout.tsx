// Signed-out layout (spec §2): the routed page over the authentication background image.
import { Outlet } from 'react-router-dom';
import background from '../../assets/auth-background.svg';
import { LanguageSwitcher } from '../header/language-switcher.tsx';

export function SignedOutLayout() {
  return (
    <div className="umj-auth-layout" style={{ backgroundImage: `url(${JSON.stringify(background)})` }}>
      <div className="umj-auth-layout__language">
        <LanguageSwitcher />
      </div>
      <div className="umj-auth-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
