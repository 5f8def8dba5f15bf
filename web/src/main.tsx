// Entry point of the SPA: fonts, icons (the ones the code names: scripts/primeicons.ts) and component
// styles, translations, then the application. The signed-in shell's styles (header, menu) come with
// its chunk (app/shell/layout/shell-layout.tsx).
import '@fontsource/poppins/300.css';
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';
import './styles/primeicons/primeicons.css';
import 'primereact/resources/primereact.min.css';
import './styles/base.css';
import './styles/layout.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.ts';
import { App } from './app/app.tsx';
import { demarrer } from './app/demarrage.ts';
import { stabiliserStylesPrimeReact } from './lib/styles-primereact.ts';

// Before any PrimeReact component mounts: its shared sheets are written once, not at every mount.
stabiliserStylesPrimeReact();

const container = document.getElementById('root');
if (!container) throw new Error('Élément racine #root introuvable');

// The first render is a transition: React renders it in slices and the browser stays responsive
// while the shell and the first screen are built (docs/architecture.md#first-load-of-the-spa).
// The first route's modules and the signed-in data are asked for first; the root renders meanwhile.
const { queryClient, router } = demarrer();
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
});
