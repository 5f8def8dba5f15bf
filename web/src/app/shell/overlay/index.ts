// The overlay widget's public entry: the full-screen overlay and the snackbar the providers mount
// (their state is lib/app-store.ts).
export { FullScreenOverlay } from './full-screen-overlay.tsx';
export { Snackbar } from './snackbar.tsx';
