// i18next set-up (docs/product-rules.md#product: French by default, plus English, Chinese, Spanish, Italian and Arabic,
// right-to-left for Arabic). Each namespace is one file `locales/<lang>/<namespace>.json`; a new file
// registers itself through import.meta.glob. (first load): the French texts of the signed-out
// pages and the shell (ENTRY_NAMESPACES) are bundled with the entry (default and fallback language);
// the French texts of the product screens are one chunk, loaded by the signed-in layout
// (`useProductTexts`) before any product screen renders; the other languages are fetched as separate
// chunks, one per namespace, when chosen.
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { usePromesseTenue } from '../lib/use-promesse-tenue.ts';
import { initReactI18next } from 'react-i18next';
import {
  ACTION_RESTER_CONNECTE,
  MESSAGE_APPLICATION_MISE_A_JOUR,
  MESSAGE_INACTIVITE,
} from '@umj/shared/constantes';

export const LANGUAGES = ['fr', 'en', 'zh', 'es', 'it', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
/** Choice (spec silent): the chosen language is kept in localStorage under this key. */
export const LANGUAGE_STORAGE_KEY = 'langue';
/** docs/product-rules.md#constants: the right-to-left locale. */
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

type Messages = Record<string, unknown>;

/**
 * French texts of the spec that shared/ already holds: added to the French bundle from there, never
 * copied into a JSON file (the other languages translate them under the same keys).
 */
export const FRENCH_FROM_SHARED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  session: {
    configurationUpdated: MESSAGE_APPLICATION_MISE_A_JOUR,
    inactiviteMessage: MESSAGE_INACTIVITE,
    inactiviteResterConnecte: ACTION_RESTER_CONNECTE,
  },
};

const FILE_PATTERN = /\/locales\/([^/]+)\/([^/]+)\.json$/;

/**
 * French of the signed-out pages, the error pages, the session and the shell's own texts, bundled with
 * the entry. The same list is excluded from the product chunk (french-product.ts).
 */
const entryFiles = import.meta.glob<Messages>('./locales/fr/{auth,errors,public,session,shell}.json', {
  eager: true,
  import: 'default',
});
const otherFiles = import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/fr/*.json'], {
  import: 'default',
});

function namespaceOf(path: string): string {
  return FILE_PATTERN.exec(path)?.[2] ?? '';
}

/** The namespaces the entry bundles in French (and loads at start in another language). */
export const ENTRY_NAMESPACES: readonly string[] = Object.keys(entryFiles).map(namespaceOf).sort();

/** The French product texts: one chunk (namespace -> messages). */
const frenchProduct = () => import('./french-product.ts').then((m) => m.FRENCH_PRODUCT);

/** A French namespace as i18next gets it: the file plus the texts taken from shared/. */
function french(namespace: string, messages: Messages): Messages {
  return { ...messages, ...FRENCH_FROM_SHARED[namespace] };
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function languageDirection(lng: string): 'rtl' | 'ltr' {
  return isLanguage(lng) && RTL_LANGUAGES.includes(lng) ? 'rtl' : 'ltr';
}

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Loads on demand what the entry does not bundle: the French product namespaces (one chunk), the
 * other languages' namespace files (one chunk per file).
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load =
      language === DEFAULT_LANGUAGE
        ? () => frenchProduct().then((files) => french(namespace, files[namespace] ?? {}))
        : otherFiles[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (messages) => callback(null, messages as never),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

function applyLanguage(lng: string): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lng;
    document.documentElement.dir = languageDirection(lng);
  }
  try {
    if (isLanguage(lng)) localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage unavailable (private mode): the language simply is not remembered.
  }
}

i18n.on('languageChanged', applyLanguage);

/** Resolves once the entry's namespaces are ready (French, and the stored language). */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...ENTRY_NAMESPACES],
    defaultNS: 'shell',
    partialBundledLanguages: true,
    resources: {
      fr: Object.fromEntries(
        Object.entries(entryFiles).map(([path, messages]) => {
          const namespace = namespaceOf(path);
          return [namespace, french(namespace, messages)];
        }),
      ),
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });

let productTexts: Promise<void> | undefined;
let productTextsLoaded = false;

/**
 * Loads the product screens' texts (French, and the current language's); from then on a change of
 * language loads them too (i18next keeps them in its namespaces). What the signed-in layout waits for
 * before rendering a product screen.
 */
export function loadProductTexts(): Promise<void> {
  productTexts ??= frenchProduct()
    .then((files) => i18n.loadNamespaces(Object.keys(files)))
    .then(() => {
      productTextsLoaded = true;
    })
    .catch((error: unknown) => {
      // A chunk that failed to load (network): the next signed-in render asks again.
      productTexts = undefined;
      throw error;
    });
  return productTexts;
}

/**
 * True once the product screens' texts are loaded (loading them on first use). A failed load renders
 * anyway (the screens then show their keys) rather than a loader that never ends.
 */
export function useProductTexts(): boolean {
  return usePromesseTenue(productTextsLoaded, loadProductTexts);
}

export default i18n;
