// (Languages): every shell string exists in fr, en, zh, es, it and ar, with the same keys and
// the same interpolation placeholders, for every namespace.
import { describe, expect, it } from 'vitest';
import { FRENCH_PRODUCT_FROM_SHARED } from './french-product.ts';
import { FRENCH_FROM_SHARED, LANGUAGES } from './index.ts';

type Messages = { [key: string]: string | Messages };

const FILES = import.meta.glob<Messages>('./locales/*/*.json', { eager: true, import: 'default' });

function filesOf(language: string): string[] {
  const prefix = `./locales/${language}/`;
  return Object.keys(FILES)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length))
    .sort();
}

/** A namespace's messages as i18next gets them: French also holds the texts taken from shared/. */
function load(language: string, namespace: string): Messages {
  const file = FILES[`./locales/${language}/${namespace}`] ?? {};
  const name = namespace.replace(/\.json$/, '');
  return language === 'fr'
    ? { ...file, ...FRENCH_FROM_SHARED[name], ...(FRENCH_PRODUCT_FROM_SHARED[name] as Messages) }
    : file;
}

/** Flattened `key -> value` of a namespace file. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const NAMESPACES = filesOf('fr');

/**
 * Screen namespaces that some languages leave to the French fallback (the configuration screens
 * are complete in French, English and Arabic, the right-to-left check). The shell and common namespaces
 * are complete everywhere; a fallback file, when present, must still be complete.
 */
const FRENCH_FALLBACK: Readonly<Record<string, readonly string[]>> = {
  'configuration.json': ['zh', 'es', 'it'],
};
const expected = (language: string) =>
  NAMESPACES.filter(
    (namespace) =>
      FILES[`./locales/${language}/${namespace}`] || !FRENCH_FALLBACK[namespace]?.includes(language),
  );

describe('product, languages: fr, en, zh, es, it, ar carry the same keys', () => {
  it('product: every language has one file per French namespace (or falls back to French) and no other', () => {
    for (const language of LANGUAGES) {
      expect(filesOf(language), language).toEqual(expected(language));
    }
  });

  it('only screen namespaces fall back; shell, common, session and the others are everywhere', () => {
    expect(Object.keys(FRENCH_FALLBACK)).toEqual(['configuration.json']);
    for (const language of ['fr', 'en', 'ar']) expect(filesOf(language)).toContain('configuration.json');
  });

  for (const namespace of NAMESPACES) {
    it(`product: ${namespace}: same keys, non-empty values and same placeholders in every language that has it`, () => {
      const french = flatten(load('fr', namespace));
      for (const language of LANGUAGES.filter((l) => expected(l).includes(namespace))) {
        const messages = flatten(load(language, namespace));
        expect([...messages.keys()].sort(), `${language}/${namespace}`).toEqual([...french.keys()].sort());
        for (const [key, value] of messages) {
          expect(value.trim(), `${language}/${namespace} ${key}`).not.toBe('');
          expect(placeholders(value), `${language}/${namespace} ${key}`).toEqual(
            placeholders(french.get(key) ?? ''),
          );
        }
      }
    });
  }
});
