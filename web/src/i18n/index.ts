// i18next set-up (spec §1: French by default, plus English, Chinese, Spanish, Italian and Arabic,
// right-to-left for Arabic). Each namespace is one file `locales/<lang>/<namespace>.json`; a new file
// registers itself through import.meta.glob. French is bundled (default and fallback); the other
// languages are fetched as separate chunks when chosen.
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
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
/** Spec §9: the right-to-left locale. */
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

const defaultFiles = import.meta.glob<Messages>('./locales/fr/*.json', { eager: true, import: 'default' });
const otherFiles = import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/fr/*.json'], {
  import: 'default',
});

function namespaceOf(path: string): string {
  return FILE_PATTERN.exec(path)?.[2] ?? '';
}

/** Every namespace, named after the French files. */
export const NAMESPACES: readonly string[] = Object.keys(defaultFiles).map(namespaceOf).sort();

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

/** Loads the other languages' namespace files on demand (one chunk per file). */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = otherFiles[`./locales/${language}/${namespace}.json`];
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

/** Resolves once French (and the stored language) are ready. */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'shell',
    partialBundledLanguages: true,
    resources: {
      fr: Object.fromEntries(
        Object.entries(defaultFiles).map(([path, messages]) => {
          const namespace = namespaceOf(path);
          return [namespace, { ...messages, ...FRENCH_FROM_SHARED[namespace] }];
        }),
      ),
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });

export default i18n;
