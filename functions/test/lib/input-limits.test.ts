// "Input and transport limits": the walker behind every REST body's unknown-field refusal and
// default maximums, on each zod shape the shared body schemas use (objects, wrappers, pipes, unions,
// lists, maps, tuples, intersections, lazy, open objects).
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { LISTE_MAX, problemeDEntree, TEXTE_MAX } from '../../src/lib/http/input-limits.ts';

describe('problemeDEntree', () => {
  it('names the first unknown key, nested in objects, lists, maps and tuples', () => {
    const schema = z
      .object({
        a: z.object({ b: z.string() }).optional(),
        liste: z.array(z.object({ c: z.number() })).default([]),
        carte: z.record(z.string(), z.object({ d: z.boolean() })).nullable(),
        paire: z.tuple([z.object({ e: z.string() })], z.object({ f: z.string() })).optional(),
      })
      .transform((v) => v);
    expect(problemeDEntree(schema, { a: { b: 'x' }, liste: [], carte: null })).toBeUndefined();
    expect(problemeDEntree(schema, { x: 1 })).toEqual({ field: 'x', message: 'Champ inconnu : x' });
    expect(problemeDEntree(schema, { a: { b: 'x', y: 1 } })).toMatchObject({ field: 'a.y' });
    expect(problemeDEntree(schema, { liste: [{ c: 1 }, { c: 2, z: 0 }] })).toMatchObject({
      field: 'liste.1.z',
    });
    expect(problemeDEntree(schema, { carte: { k: { d: true, w: 1 } } })).toMatchObject({
      field: 'carte.k.w',
    });
    expect(problemeDEntree(schema, { paire: [{ e: 'x' }, { f: 'y', g: 1 }] })).toMatchObject({
      field: 'paire.1.g',
    });
    expect(problemeDEntree(schema, { paire: [{ e: 'x', h: 1 }] })).toMatchObject({ field: 'paire.0.h' });
    // Values of another type are the schema's own business (its French message decides).
    expect(problemeDEntree(schema, { a: 'texte', liste: 'x', carte: 3, paire: 'x' })).toBeUndefined();
    expect(problemeDEntree(schema, 'pas un objet')).toBeUndefined();
  });

  it('follows the union option that accepts the value, intersections, lazy schemas; open objects accept any key', () => {
    const union = z.union([
      z.object({ genre: z.literal('a'), x: z.string() }),
      z.object({ genre: z.literal('b') }),
    ]);
    expect(problemeDEntree(union, { genre: 'b', x: 'y' })).toMatchObject({ field: 'x' });
    expect(problemeDEntree(union, { genre: 'a', x: 'y' })).toBeUndefined();
    expect(problemeDEntree(union, { genre: 'c', q: 1 })).toMatchObject({ field: 'q' });
    const inter = z.intersection(z.object({ a: z.object({ b: z.string() }) }), z.object({ c: z.string() }));
    expect(problemeDEntree(inter, { a: { b: 'x' }, c: 'y' })).toBeUndefined();
    expect(problemeDEntree(inter, { a: { b: 'x' }, c: 'y', d: 1 })).toMatchObject({ field: 'd' });
    expect(problemeDEntree(inter, { a: { b: 'x', e: 1 }, c: 'y' })).toMatchObject({ field: 'a.e' });
    expect(problemeDEntree(z.intersection(z.object({}), z.looseObject({})), { n: 1 })).toBeUndefined();
    expect(
      problemeDEntree(
        z.lazy(() => z.object({ a: z.string() })),
        { b: 1 },
      ),
    ).toMatchObject({ field: 'b' });
    expect(problemeDEntree(z.looseObject({ a: z.object({}) }), { n: 1, a: { m: 1 } })).toMatchObject({
      field: 'a.m',
    });
    expect(problemeDEntree(z.strictObject({ a: z.string() }), { b: 1 })).toMatchObject({ field: 'b' });
    expect(
      problemeDEntree(
        z.unknown().transform((v) => v),
        { n: 1 },
      ),
    ).toBeUndefined();
  });

  it('caps strings and lists the schema leaves unbounded; a schema’s own maximum wins', () => {
    const schema = z.object({
      notes: z.string().default(''),
      nom: z.string().max(TEXTE_MAX * 2),
      code: z
        .string()
        .length(TEXTE_MAX + 1)
        .optional(),
      ids: z.array(z.string()).optional(),
      peu: z
        .array(z.string())
        .max(LISTE_MAX * 2)
        .optional(),
      carte: z.record(z.string(), z.number()).optional(),
    });
    const long = 'a'.repeat(TEXTE_MAX + 1);
    expect(problemeDEntree(schema, { notes: 'a'.repeat(TEXTE_MAX), nom: long, code: long })).toBeUndefined();
    expect(problemeDEntree(schema, { notes: long })).toEqual({
      field: 'notes',
      message: 'Le champ notes ne doit pas dépasser 5 000 caractères',
    });
    const beaucoup = Array.from({ length: LISTE_MAX + 1 }, () => 'x');
    expect(problemeDEntree(schema, { peu: beaucoup })).toBeUndefined();
    expect(problemeDEntree(schema, { ids: beaucoup })).toEqual({
      field: 'ids',
      message: 'Le champ ids ne doit pas contenir plus de 1 000 éléments',
    });
    expect(
      problemeDEntree(schema, { carte: Object.fromEntries(beaucoup.map((_, i) => [`k${i}`, i])) }),
    ).toMatchObject({
      field: 'carte',
    });
    expect(problemeDEntree(z.string(), long)).toMatchObject({ field: 'body' });
    expect(problemeDEntree(z.array(z.string()), beaucoup)).toMatchObject({ field: 'body' });
  });
});
