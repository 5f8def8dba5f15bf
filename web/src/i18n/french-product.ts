// The French texts of the product screens, one chunk loaded by i18n/index.ts when a signed-in screen
// needs them (first load): the signed-out pages do not download them. Every French file but
// the entry's (the list of index.ts `entryFiles`).
type Messages = Record<string, unknown>;

const FILES = import.meta.glob<Messages>(
  ['./locales/fr/*.json', '!./locales/fr/{auth,errors,public,session,shell}.json'],
  { eager: true, import: 'default' },
);

/** namespace -> messages. */
export const FRENCH_PRODUCT: Readonly<Record<string, Messages>> = Object.fromEntries(
  Object.entries(FILES).map(([path, messages]) => [/\/([^/]+)\.json$/.exec(path)?.[1] ?? '', messages]),
);
