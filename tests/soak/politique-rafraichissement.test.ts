// The soak's refetch policy (run: `node --import tsx --test tests/soak/politique-rafraichissement.test.ts`).
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { rafraichissementPour, type Ecran } from './politique-rafraichissement.ts';

const liste: Ecran = { vue: 'liste', table: 'DossierPatient', bureauId: 'argenteuil', mois: ['2026-11'] };
const dossier: Ecran = { vue: 'dossier', table: 'DossierPatient', bureauId: 'argenteuil', dossierId: 42 };
const today = { type: 'ModificationTable', table: 'DossierPatient', operation: 'MODIFY', authSignature: 's' };

test("a frame naming only the table refetches the screen of that table (today's frames)", () => {
  assert.deepEqual(rafraichissementPour(liste, today), { quoi: 'ecran' });
  assert.deepEqual(rafraichissementPour(dossier, today), { quoi: 'ecran' });
});

test('a frame of another table refetches nothing', () => {
  assert.deepEqual(rafraichissementPour(liste, { ...today, table: 'Disponibilite' }), { quoi: 'rien' });
});

test('a frame of another office or another month refetches nothing', () => {
  assert.deepEqual(rafraichissementPour(liste, { ...today, bureauId: 'chartres' }), { quoi: 'rien' });
  assert.deepEqual(rafraichissementPour(liste, { ...today, mois: '2026-10' }), { quoi: 'rien' });
  assert.deepEqual(rafraichissementPour(liste, { ...today, jour: '2026-12-01' }), { quoi: 'rien' });
});

test('a list fetches the one changed item of its month; a file screen only its own file', () => {
  const trame = { ...today, bureauId: 'argenteuil', jour: '2026-11-26', id: 42, version: 3 };
  assert.deepEqual(rafraichissementPour(liste, trame), { quoi: 'element', id: '42' });
  assert.deepEqual(rafraichissementPour(dossier, trame), { quoi: 'element', id: '42' });
  assert.deepEqual(rafraichissementPour(dossier, { ...trame, id: 43 }), { quoi: 'rien' });
});

test('figures of the month are recomputed as a whole when one of its files changes', () => {
  const statistiques: Ecran = { ...liste, vue: 'statistiques' };
  assert.deepEqual(rafraichissementPour(statistiques, { ...today, mois: '2026-11', id: 7 }), {
    quoi: 'ecran',
  });
});

test('an item the screen already holds at the frame version (its own save) fetches nothing', () => {
  const trame = { ...today, bureauId: 'argenteuil', jour: '2026-11-26', id: 42, version: 3 };
  const connue = (v: number) => (id: string) => (id === '42' ? v : undefined);
  assert.deepEqual(rafraichissementPour(liste, trame, connue(3)), { quoi: 'rien' });
  assert.deepEqual(rafraichissementPour(dossier, trame, connue(4)), { quoi: 'rien' });
  assert.deepEqual(rafraichissementPour(liste, trame, connue(2)), { quoi: 'element', id: '42' });
});

test('a deleted item leaves a list without a fetch', () => {
  const trame = { ...today, operation: 'REMOVE', bureauId: 'argenteuil', jour: '2026-11-26', id: 42 };
  assert.deepEqual(rafraichissementPour(liste, trame), { quoi: 'rien' });
});
