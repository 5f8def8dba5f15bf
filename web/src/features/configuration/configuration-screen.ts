// What the four configuration screens share: who may edit (the PATCH is admin-only on the server; the
// screens then only show), the list-query shape the generic ListPage reads, the weekday options and
// labels in the interface language, and the snackbar messages of a save or a refused one.
import { isUnrestricted } from '@umj/shared/bureau';
import type { ConfigurationKey } from '@umj/shared/configuration';
import { flagsDesJours } from '@umj/shared/configuration-edition';
import { cleParBureau } from '@umj/shared/configuration-perimetre';
import { formatDateFr, jourDepuisIso } from '@umj/shared/dates';
import { JOURS, JOURS_AUCUN, JOURS_TOUS } from '@umj/shared/enums';
import { userFlags } from '@umj/shared/utilisateur';
import type { TFunction } from 'i18next';
import type { ListQuery } from '../../components/list/list-page.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { appStore } from '../../lib/app-store.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { ConfirmationRefusee } from './use-configuration-list.ts';

/**
 * An administrator edits the zones and slots of its offices (the screens show only those); the
 * keys common to every office (periods, exam types, settings) only an administrator without offices.
 */
export function useCanEditConfiguration(cle: ConfigurationKey): boolean {
  const { user } = useSession();
  if (!user || !userFlags(user).isAdmin) return false;
  return cleParBureau(cle) || isUnrestricted(user);
}

/** The configuration query seen as the list of one key's (visible) items. */
export function listQuery<T>(
  query: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown },
  items: readonly T[] | undefined,
): ListQuery<T> {
  return {
    data: items,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Weekday options of a multi-select: value = the day's flag (docs/product-rules.md#entities Monday 1 … Sunday 64). */
export function joursOptions(t: TFunction): { value: string; label: string }[] {
  return JOURS.map((j) => ({ value: String(j.flag), label: t(`configuration:jours.${j.flag}`) }));
}

/** A weekday set in words: 'Tous les jours', 'Aucun jour' or the days' names. */
export function joursTexte(t: TFunction, jours: number): string {
  if (jours === JOURS_AUCUN) return t('configuration:jours.aucun');
  if ((jours & JOURS_TOUS) === JOURS_TOUS) return t('configuration:jours.tous');
  return flagsDesJours(jours)
    .map((flag) => t(`configuration:jours.${flag}`))
    .join(', ');
}

/** 'YYYY-MM-DD' shown as 'DD/MM/YYYY' (docs/product-rules.md#entities date display), '' for none. */
export function dateFr(iso: string | null): string {
  const jour = iso ? jourDepuisIso(iso) : null;
  return jour === null ? '' : formatDateFr(jour);
}

export function notifySaved(t: TFunction): void {
  appStore.notify({ severity: 'success', detail: t('configuration:enregistre') });
}

/** A failed save outside a dialog (a deletion, a generation): refused confirmation or server message. */
export function notifyFailure(error: unknown): void {
  appStore.notify({
    severity: error instanceof ConfirmationRefusee ? 'info' : 'error',
    detail: errorMessage(error),
  });
}
