// The header's bell (alerts) and envelope (messages: the examiners' feedback) of docs/architecture.md#notifications:
// the unread count as a badge, a panel listing the channel's notifications newest first, each a link to
// its item (marked read when opened), and "mark all read". Live: a notification written for this user
// refetches the list through the realtime frame (key ['Notification', 'liste']).
import type { CanalNotification, Notification } from '@umj/shared/notifications';
import { canalDuGenre } from '@umj/shared/notifications';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { useNotifications } from './api/list-notifications.ts';
import { useMarquerNotifications } from './api/marquer-notifications.ts';
import { lienNotification } from './liens.ts';
import './notifications.css';

const ICONES: Record<CanalNotification, string> = { cloche: 'pi pi-bell', enveloppe: 'pi pi-envelope' };
const CLES: Record<CanalNotification, 'notifications' | 'messages'> = {
  cloche: 'notifications',
  enveloppe: 'messages',
};

function Ligne({ n, onOuvrir }: { n: Notification; onOuvrir(n: Notification): void }) {
  const { t, i18n } = useTranslation('shell');
  const quand = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(n.creeLe));
  return (
    <li className={n.lue ? 'umj-notification' : 'umj-notification umj-notification--non-lue'}>
      <button type="button" className="umj-bouton-nu umj-notification__lien" onClick={() => onOuvrir(n)}>
        <span className="umj-notification__texte">
          {t(`notifications.genres.${n.genre}`, { libelle: n.libelle })}
        </span>
        {n.genre === 'retour-examinateur' && n.detail ? (
          <span className="umj-notification__detail">{n.detail}</span>
        ) : null}
        <time className="umj-notification__quand" dateTime={n.creeLe}>
          {quand}
        </time>
      </button>
    </li>
  );
}

export function BoutonNotifications({ canal }: { canal: CanalNotification }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const actif = user != null && user.role !== 'aucun';
  const panel = useRef<OverlayPanel>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const { data } = useNotifications(actif);
  const marquer = useMarquerNotifications();
  if (!actif) return null;
  const cle = CLES[canal];
  const liste = (data?.notifications ?? []).filter((n) => canalDuGenre(n.genre) === canal);
  const nonLues = data?.nonLues[canal] ?? 0;
  const titre = t(`${cle}.title`);
  const ouvrir = (n: Notification) => {
    if (!n.lue) marquer.mutate({ id: n.id });
    panel.current?.hide();
    const lien = lienNotification(n, user?.role);
    if (lien) void navigate(lien);
  };
  return (
    <>
      <button
        type="button"
        className="umj-header__icon-button umj-notifications__bouton"
        aria-label={nonLues > 0 ? t(`${cle}.titleUnread`, { count: nonLues }) : titre}
        aria-haspopup="dialog"
        data-canal={canal}
        onClick={(event) => panel.current?.toggle(event)}
      >
        <i className={ICONES[canal]} aria-hidden="true" />
        {nonLues > 0 ? (
          <span
            className="umj-pastille umj-notifications__badge"
            data-testid={`badge-${canal}`}
            aria-hidden="true"
          >
            {nonLues > 99 ? '99+' : nonLues}
          </span>
        ) : null}
      </button>
      <OverlayPanel ref={panel} className="umj-list-panel umj-notifications" aria-labelledby={titleId}>
        <div className="umj-notifications__entete">
          <h3 id={titleId} className="umj-list-panel__title">
            {titre}
          </h3>
          {nonLues > 0 ? (
            <button
              type="button"
              className="umj-notifications__tout-lu"
              onClick={() => marquer.mutate({ canal })}
            >
              {t('notifications.markAllRead')}
            </button>
          ) : null}
        </div>
        {liste.length === 0 ? (
          <p className="umj-list-panel__empty">{t(`${cle}.empty`)}</p>
        ) : (
          <ul className="umj-notifications__liste">
            {liste.map((n) => (
              <Ligne key={n.id} n={n} onOuvrir={ouvrir} />
            ))}
          </ul>
        )}
      </OverlayPanel>
    </>
  );
}
