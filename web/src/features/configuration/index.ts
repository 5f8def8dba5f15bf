// The configuration feature's public entry for the shell: the host of the confirmation a configuration
// save asks for (its screens are routes of app/route-modules.ts).
export { ConfigurationConfirmHost } from './configuration-confirm-host.tsx';
