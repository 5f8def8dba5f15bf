// Input limits of every REST body: walks a body schema alongside the received JSON and names
// the first key no object of the schema declares, and the first string or list longer than the limit
// when the schema sets none itself (TEXTE_MAX characters, LISTE_MAX items). One code path for every
// route: the shared schemas keep their own (smaller) limits, the api-handler's input middleware applies
// this to whatever they leave open.
import type { z } from 'zod';

/** Characters of a free text (notes, observations) when its schema sets no maximum. */
export const TEXTE_MAX = 5000;
/** Items of a list (and keys of a map) when its schema sets no maximum. */
export const LISTE_MAX = 1000;

export interface ProblemeEntree {
  field: string;
  message: string;
}

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  in?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: readonly z.ZodType[];
  rest?: z.ZodType | null;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  checks?: readonly { _zod: { def: { check: string } } }[];
}

/** Whether the schema limits the length itself (`.max()` / `.length()` of zod). */
function aSaLimite(def: SchemaDef): boolean {
  return (def.checks ?? []).some((c) => ['max_length', 'length_equals'].includes(c._zod.def.check));
}

/** 5000 -> '5 000' (French digit groups). */
const nombre = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

function tropLong(path: readonly string[], max: number): ProblemeEntree {
  const field = path.length > 0 ? path.join('.') : 'body';
  return { field, message: `Le champ ${field} ne doit pas dépasser ${nombre(max)} caractères` };
}

function tropDElements(path: readonly string[], max: number): ProblemeEntree {
  const field = path.length > 0 ? path.join('.') : 'body';
  return { field, message: `Le champ ${field} ne doit pas contenir plus de ${nombre(max)} éléments` };
}

function inconnu(path: readonly string[], key: string): ProblemeEntree {
  const field = [...path, key].join('.');
  return { field, message: `Champ inconnu : ${field}` };
}

function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** Every key an object schema (or an intersection of them) declares; null when it accepts any key. */
function declaredKeys(schema: z.ZodType): Set<string> | null {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return declaredKeys(def.innerType);
  if (def.type === 'pipe' && def.in) return declaredKeys(def.in);
  if (def.type === 'lazy' && def.getter) return declaredKeys(def.getter());
  if (def.type === 'object') {
    const open = def.catchall !== undefined && defOf(def.catchall).type !== 'never';
    return open ? null : new Set(Object.keys(def.shape ?? {}));
  }
  if (def.type === 'intersection' && def.left && def.right) {
    const left = declaredKeys(def.left);
    const right = declaredKeys(def.right);
    return left === null || right === null ? null : new Set([...left, ...right]);
  }
  return null;
}

/** The first unknown key or over-long value of `value` for `schema`, or undefined when there is none. */
export function problemeDEntree(
  schema: z.ZodType,
  value: unknown,
  path: readonly string[] = [],
): ProblemeEntree | undefined {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) {
    return value === undefined || value === null ? undefined : problemeDEntree(def.innerType, value, path);
  }
  switch (def.type) {
    case 'pipe':
      return def.in ? problemeDEntree(def.in, value, path) : undefined;
    case 'lazy':
      return def.getter ? problemeDEntree(def.getter(), value, path) : undefined;
    case 'object':
    case 'intersection': {
      if (!isPlainObject(value)) return undefined;
      const keys = declaredKeys(schema);
      if (keys) {
        const unknownKey = Object.keys(value).find((key) => !keys.has(key));
        if (unknownKey !== undefined) return inconnu(path, unknownKey);
      }
      if (def.type === 'intersection') {
        return (
          (def.left && problemeDesChamps(def.left, value, path)) ||
          (def.right && problemeDesChamps(def.right, value, path)) ||
          undefined
        );
      }
      return problemeDesChamps(schema, value, path);
    }
    case 'string':
      if (typeof value === 'string' && !aSaLimite(def) && value.length > TEXTE_MAX) {
        return tropLong(path, TEXTE_MAX);
      }
      return undefined;
    case 'array':
      if (!Array.isArray(value) || !def.element) return undefined;
      if (!aSaLimite(def) && value.length > LISTE_MAX) return tropDElements(path, LISTE_MAX);
      for (const [index, item] of value.entries()) {
        const found = problemeDEntree(def.element, item, [...path, String(index)]);
        if (found) return found;
      }
      return undefined;
    case 'tuple':
      if (!Array.isArray(value)) return undefined;
      for (const [index, item] of value.entries()) {
        const itemSchema = def.items?.[index] ?? def.rest ?? undefined;
        const found = itemSchema ? problemeDEntree(itemSchema, item, [...path, String(index)]) : undefined;
        if (found) return found;
      }
      return undefined;
    case 'record':
      if (!isPlainObject(value) || !def.valueType) return undefined;
      if (Object.keys(value).length > LISTE_MAX) return tropDElements(path, LISTE_MAX);
      for (const [key, item] of Object.entries(value)) {
        const found = problemeDEntree(def.valueType, item, [...path, key]);
        if (found) return found;
      }
      return undefined;
    case 'union': {
      // The option zod itself would keep (the first that accepts the value) decides.
      const option = def.options?.find((o) => o.safeParse(value).success) ?? def.options?.[0];
      return option ? problemeDEntree(option, value, path) : undefined;
    }
    default:
      return undefined;
  }
}

/** Recursion into the declared fields of an object schema (wrappers unwrapped). */
function problemeDesChamps(
  schema: z.ZodType,
  value: Record<string, unknown>,
  path: readonly string[],
): ProblemeEntree | undefined {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return problemeDesChamps(def.innerType, value, path);
  if (def.type === 'pipe' && def.in) return problemeDesChamps(def.in, value, path);
  if (def.type === 'lazy' && def.getter) return problemeDesChamps(def.getter(), value, path);
  if (def.type === 'intersection') return problemeDEntree(schema, value, path);
  if (def.type !== 'object') return undefined;
  for (const [key, fieldSchema] of Object.entries(def.shape ?? {})) {
    if (!(key in value)) continue;
    const found = problemeDEntree(fieldSchema, value[key], [...path, key]);
    if (found) return found;
  }
  return undefined;
}
