// The header's bell and envelope (docs/architecture.md#notifications).
export { BoutonNotifications } from './bouton-notifications.tsx';
