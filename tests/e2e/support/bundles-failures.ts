// Bundles tier, after each file (docs/local-runtime.md#bundles-mode): no function of the runtime read a
// variable its template does not set, and none failed to start (GET /@runtime/bundles, local only).
import { afterAll, expect } from 'vitest';
import { appUrl } from './app.ts';

afterAll(async () => {
  const res = await fetch(`${appUrl()}/@runtime/bundles`);
  const { failures } = (await res.json()) as { failures: { description: string; message: string }[] };
  expect(failures.map((f) => `${f.description} : ${f.message}`)).toEqual([]);
});
