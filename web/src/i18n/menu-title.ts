// Menu titles through i18n (docs/product-rules.md#screens): the entry's messageId in the shell namespace, French title as default.
import type { TFunction } from 'i18next';
import type { MenuEntry } from '@umj/shared/menu';

export function menuTitle(t: TFunction, entry: Pick<MenuEntry, 'messageId' | 'title'>): string {
  // The messageIds contain dots: they are flat keys of the shell namespace, not paths.
  return t(entry.messageId, { ns: 'shell', defaultValue: entry.title, keySeparator: false });
}
