// Top bar (docs/product-rules.md#screens): menu button, logo, search box, office selector, notifications (the bell),
// messages (the envelope: examiners' feedback; docs/architecture.md#notifications), language, theme
// customizer, user panel; on small screens the secondary controls move to 'show more'.
import { useTranslation } from 'react-i18next';
import { BureauxSelector } from '../bureaux-selection/index.ts';
import { BoutonNotifications } from '../notifications/index.ts';
import type { NavVariant } from '../theme/index.ts';
import { SMALL_UP, useMediaQuery } from '../../../lib/use-breakpoint.ts';
import { Logo } from '../layout/logo.tsx';
import { UserPanel } from '../user-panel/user-panel.tsx';
import { HeaderIconButton } from './header-icon-button.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SearchBox } from './search-box.tsx';
import { ShowMore } from './show-more.tsx';

export interface AppHeaderProps {
  variant: NavVariant;
  showMenuButton: boolean;
  showLogo: boolean;
  onMenuButton(): void;
  onOpenCustomizer(): void;
}

function SecondaryControls() {
  return (
    <>
      <BoutonNotifications canal="cloche" />
      <BoutonNotifications canal="enveloppe" />
      <LanguageSwitcher />
    </>
  );
}

export function AppHeader({
  variant,
  showMenuButton,
  showLogo,
  onMenuButton,
  onOpenCustomizer,
}: AppHeaderProps) {
  const { t } = useTranslation('shell');
  const small = !useMediaQuery(SMALL_UP);
  return (
    <header className="umj-header">
      {showMenuButton && <HeaderIconButton label={t('header.menu')} icon="bars" onClick={onMenuButton} />}
      {showLogo && <Logo compact={small} />}
      {!small && <SearchBox />}
      <div className="umj-header__spacer" />
      <BureauxSelector />
      {small ? (
        <ShowMore>
          <SearchBox />
          <SecondaryControls />
        </ShowMore>
      ) : (
        <SecondaryControls />
      )}
      <HeaderIconButton label={t('customizer.open')} icon="cog" onClick={onOpenCustomizer} />
      {variant.userPanel === 'header' && <UserPanel compact />}
    </header>
  );
}
