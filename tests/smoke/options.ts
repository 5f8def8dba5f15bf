// The smoke's command line: --url (required), --compte (required unless the URL is a local runtime),
// the password from SMOKE_MOT_DE_PASSE (the demo password by default against a local runtime).
import type { OptionsSmoke } from './controles.ts';

export const VARIABLE_MOT_DE_PASSE = 'SMOKE_MOT_DE_PASSE';
const COMPTE_DEMO = 'admin@umj.example';
const MOT_DE_PASSE_DEMO = 'Demo-2026!';

export function lireOptions(args: readonly string[], env: NodeJS.ProcessEnv): OptionsSmoke {
  let url: string | undefined;
  let compte: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const [nom, enLigne] = args[i]!.split('=', 2) as [string, string | undefined];
    const valeur = () => enLigne ?? args[++i];
    if (nom === '--url') url = valeur();
    else if (nom === '--compte') compte = valeur();
    else throw new Error(`Option inconnue : ${nom} (--url, --compte)`);
  }
  if (!url) throw new Error('--url est obligatoire (ex. --url https://umj.example.fr)');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`--url invalide : ${url}`);
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  const motDePasse = env[VARIABLE_MOT_DE_PASSE] || (local ? MOT_DE_PASSE_DEMO : undefined);
  compte ??= local ? COMPTE_DEMO : undefined;
  if (!compte) throw new Error("--compte est obligatoire (l'e-mail d'un administrateur de tous les bureaux)");
  if (!motDePasse)
    throw new Error(`Le mot de passe du compte est lu dans la variable ${VARIABLE_MOT_DE_PASSE}`);
  return { url, compte, motDePasse };
}
