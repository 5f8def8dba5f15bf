// Setup file of the browser tier (vitest.config.ts): the files of a part share one worker and one module
// graph (`isolate: false`), so what a file changes in the process or leaves open ends with it. This
// setup's afterAll runs after the file's own (hooks run in stack order).
// - The environment: a file that sets a variable (support/tokens.ts sets JWT_SECRET) gets it back as
//   it was, so the next file starts from the same variables.
// - The browsers: one still open after the file's own afterAll is closed, and the file fails (a
//   Chromium left running would take CPU from every later file of the part).
// Nothing else is kept across files by the support code: no token cache (a token lives in its file;
// the authorization matrix signs every demo account out, which would end a cached one), no page.
import { afterAll, beforeAll } from 'vitest';
import { openBrowsers } from './open-browsers.ts';

let before: Record<string, string | undefined> = {};
beforeAll(() => {
  before = { ...process.env };
});
afterAll(async () => {
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
  Object.assign(process.env, before);
  const left = [...openBrowsers];
  openBrowsers.clear();
  await Promise.all(left.map((browser) => browser.close()));
  if (left.length > 0) {
    throw new Error(
      `${left.length} navigateur(s) encore ouvert(s) après ce fichier : fermez-les dans son afterAll`,
    );
  }
});
