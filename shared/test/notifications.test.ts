// Notifications (docs/architecture.md#notifications): kinds and channels, the expiry, the deterministic
// id, the visit-request kinds at the 3-hour limit, the newly assigned examiner, the examiner's feedback.
import { describe, expect, it } from 'vitest';
import { instantParis, jourDepuisIso } from '../src/dates.ts';
import {
  bureauxDuChangement,
  canalDuGenre,
  compterNonLues,
  DUREE_NOTIFICATION_JOURS,
  examinateurNouvellementAttribue,
  expirationNotification,
  genreEcheanceVisite,
  idNotification,
  LONGUEUR_MAX_MESSAGE,
  marquageNotificationSchema,
  marquageToutesNotificationsSchema,
  notificationPathSchema,
  retourExaminateurNouveau,
} from '../src/notifications.ts';
import { statutRef } from '../src/statuts-dossier.ts';

const JOUR = jourDepuisIso('2026-11-23') as number;
const demande = (statut = 10) => ({
  lieu: 30 as const,
  rendezVousDate: JOUR,
  rendezVousHeure: 600,
  statut: statutRef(statut as 10),
});
const debut = instantParis(JOUR, 600).getTime();
const apres = (minutes: number) => new Date(debut + minutes * 60_000);
const examinateur = (id: string) => ({ id, nomComplet: id });

describe('notifications (docs/architecture.md#notifications)', () => {
  it('the examiner feedback goes to the envelope, every other kind to the bell; unread counted per channel', () => {
    expect(canalDuGenre('retour-examinateur')).toBe('enveloppe');
    expect(canalDuGenre('dossier-attribue')).toBe('cloche');
    expect(
      compterNonLues([
        { genre: 'dossier-attribue', lue: false },
        { genre: 'garde-non-confirmee', lue: true },
        { genre: 'retour-examinateur', lue: false },
      ]),
    ).toEqual({ cloche: 1, enveloppe: 1 });
  });

  it('a notification expires 30 days after its creation (epoch seconds)', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(expirationNotification(now)).toBe(now.getTime() / 1000 + DUREE_NOTIFICATION_JOURS * 86_400);
  });

  it('one id per kind, office and item, URL-safe, "-" for no office', () => {
    expect(idNotification('dossier-attribue', 'b1', '42')).toBe('dossier-attribue~b1~42');
    expect(idNotification('configuration-modifiee', null, 'zones#3')).toBe(
      'configuration-modifiee~-~zones%233',
    );
  });

  it('a visit request calls for "near" under 30 minutes left, "past" from its limit, nothing once over', () => {
    expect(genreEcheanceVisite(demande(), apres(60))).toBeNull();
    expect(genreEcheanceVisite(demande(), apres(160))).toBe('visite-echeance-proche');
    expect(genreEcheanceVisite(demande(), apres(181))).toBe('visite-echeance-depassee');
    expect(genreEcheanceVisite(demande(30), apres(181))).toBeNull();
    expect(genreEcheanceVisite({ ...demande(), lieu: 10 as const }, apres(181))).toBeNull();
  });

  it('a file assigns its examiner when created with one or when the examiner changes; never a visit request', () => {
    const dossier = { lieu: 10 as const, examinateur: examinateur('e1') };
    expect(examinateurNouvellementAttribue(undefined, dossier)).toBe('e1');
    expect(examinateurNouvellementAttribue({ examinateur: null }, dossier)).toBe('e1');
    expect(examinateurNouvellementAttribue({ examinateur: examinateur('e2') }, dossier)).toBe('e1');
    expect(examinateurNouvellementAttribue({ examinateur: examinateur('e1') }, dossier)).toBeNull();
    expect(examinateurNouvellementAttribue(undefined, { lieu: 10 as const, examinateur: null })).toBeNull();
    expect(examinateurNouvellementAttribue(undefined, { ...dossier, lieu: 30 as const })).toBeNull();
  });

  it('an examiner feedback is a message when written or changed, trimmed and capped', () => {
    expect(retourExaminateurNouveau(undefined, { retourExaminateur: ' Vu. ' })).toBe('Vu.');
    expect(retourExaminateurNouveau({ retourExaminateur: 'Vu.' }, { retourExaminateur: 'Vu. ' })).toBeNull();
    expect(retourExaminateurNouveau({ retourExaminateur: 'Vu.' }, { retourExaminateur: '' })).toBeNull();
    // An item stored before the field existed has none.
    const sans = {} as { retourExaminateur: string };
    expect(retourExaminateurNouveau(sans, sans)).toBeNull();
    expect(retourExaminateurNouveau(sans, { retourExaminateur: 'Vu.' })).toBe('Vu.');
    expect(
      retourExaminateurNouveau({ retourExaminateur: '' }, { retourExaminateur: 'x'.repeat(900) }),
    ).toHaveLength(LONGUEUR_MAX_MESSAGE);
  });

  it('marking read: French errors naming the field', () => {
    expect(marquageNotificationSchema.safeParse({ lue: true }).success).toBe(true);
    expect(marquageNotificationSchema.safeParse({ lue: 'oui' }).error?.issues[0]?.message).toBe(
      'Le champ lue doit valoir true ou false',
    );
    expect(marquageToutesNotificationsSchema.safeParse({ lue: true, canal: 'cloche' }).success).toBe(true);
    expect(marquageToutesNotificationsSchema.safeParse({ lue: false }).error?.issues[0]?.message).toBe(
      'Le champ lue doit valoir true',
    );
    expect(
      marquageToutesNotificationsSchema.safeParse({ lue: true, canal: 'x' }).error?.issues[0]?.path,
    ).toEqual(['canal']);
    expect(notificationPathSchema.safeParse({ id: '' }).success).toBe(false);
  });
});

describe('who a configuration change concerns (docs/architecture.md#notifications)', () => {
  const zone = (id: number, bureau: string | null, nom = 'Z') => ({
    id,
    nom,
    bureau: bureau ? { id: bureau } : null,
  });
  it('a common key concerns everyone (null)', () => {
    expect(bureauxDuChangement('reglages', {}, {}, [])).toBeNull();
  });
  it('zones: the offices of the zones added, changed or removed', () => {
    const avant = [zone(1, 'b1'), zone(2, 'b2'), zone(3, 'b3'), zone(5, null)];
    const apres = [zone(1, 'b1'), zone(2, 'b2', 'autre'), zone(4, 'b4'), zone(5, null, 'x')];
    expect(bureauxDuChangement('zones', avant, apres, [])?.sort()).toEqual(['b2', 'b3', 'b4']);
    expect(bureauxDuChangement('zones', null, undefined, [])).toEqual([]);
  });
  it('slots: the offices of the zones of the slots changed', () => {
    const zones = [zone(1, 'b1'), zone(2, 'b2'), zone(3, null)];
    const avant = [
      { id: 10, zone: 1 },
      { id: 11, zone: 2 },
      { id: 12, zone: 3 },
    ];
    const apres = [
      { id: 10, zone: 1 },
      { id: 11, zone: 2, nom: 'nuit' },
      { id: 12, zone: 3, nom: 'x' },
    ];
    expect(bureauxDuChangement('créneaux', avant, apres, zones)).toEqual(['b2']);
  });
});
