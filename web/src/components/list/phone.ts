// The phone breakpoint of the list screens (below lib/use-breakpoint.ts SMALL_UP): cards instead of the
// table, filters in a panel closed by default.
export const PHONE = '(max-width: 599.98px)';
