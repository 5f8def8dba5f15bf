// The flood: requests carrying junk bearer tokens, from another address than the hospital's, sent a few
// at a time while the staff work (the probe that once turned most of them, and a secretary's reads,
// into 500s). Each must be refused (401) without disturbing the staff.
import { randomBytes } from 'node:crypto';
import { envoyer } from './http.ts';
import type { Journal } from './mesures.ts';

export const REQUETES_FLOOD = 400;
const EN_PARALLELE = 8;

function jetonBidon(i: number): string {
  // Every third looks like a JWT (three base64url parts), the others are plain junk.
  const morceau = () => randomBytes(24).toString('base64url');
  return i % 3 === 0 ? `${morceau()}.${morceau()}.${morceau()}` : `junk-${morceau()}`;
}

export async function inonder(
  base: string,
  adresse: string,
  chemin: string,
  journal: Journal,
): Promise<void> {
  let suivant = 0;
  const travailleur = async () => {
    while (suivant < REQUETES_FLOOD) {
      const i = suivant++;
      const r = await envoyer({
        base,
        adresseSource: adresse,
        navigateur: `flood-${i % EN_PARALLELE}`,
        methode: 'GET',
        chemin,
        jeton: jetonBidon(i),
      });
      journal.noter('junk-token request', 'flood', r.status, r.ms);
    }
  };
  await Promise.all(Array.from({ length: EN_PARALLELE }, travailleur));
}
