// (fuzzing found it on the server): zod's default messages are French in the browser too.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import './zod-francais.ts';

describe('zod messages in French', () => {
  it('a schema part without its own message answers in French, not zod English default', () => {
    const erreur = z.object({ nom: z.string() }).safeParse({ nom: 12 }).error!;
    expect(erreur.issues[0]!.message).toMatch(/^Entrée invalide/);
    expect(erreur.issues[0]!.message).not.toMatch(/Invalid input|expected/);
  });
});
