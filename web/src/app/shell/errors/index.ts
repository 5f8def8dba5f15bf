// The error widget's public entry for the app: the boundary around every route (its pages are routes
// of app/route-modules.ts).
export { ErrorBoundary } from './error-boundary.tsx';
