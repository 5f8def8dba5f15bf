// The three bordereau screens (docs/product-rules.md#screens /secretariat/bordereau/nouveau, /afficher, /liste). A bordereau
// is named by its office and number: `/secretariat/bordereau/afficher?bureau=<id>&numero=<AAAA-NNNN>`.
export const CHEMIN_NOUVEAU = '/secretariat/bordereau/nouveau';
export const CHEMIN_AFFICHER = '/secretariat/bordereau/afficher';
export const CHEMIN_LISTE = '/secretariat/bordereau/liste';

export function cheminAfficher(bureauId: string, numero: string): string {
  return `${CHEMIN_AFFICHER}?${new URLSearchParams({ bureau: bureauId, numero }).toString()}`;
}

/** 'AAAA-MM-JJ' as 'JJ/MM/AAAA'; a French date or anything else as given; '' for null. */
export function dateAffichee(date: string | null | undefined): string {
  if (!date) return '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : date;
}
