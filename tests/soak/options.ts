// The soak's command line: --minutes (default 10, at most 60), --staff (default 30, 3 to 100),
// --sans-flood, --url (a running `npm start` instead of the soak's own runtime).
export interface OptionsSoak {
  minutes: number;
  staff: number;
  flood: boolean;
  url: string | null;
}

function nombre(nom: string, texte: string | undefined, min: number, max: number): number {
  const n = Number(texte);
  if (texte === undefined || !Number.isFinite(n) || n < min || n > max) {
    throw new Error(`--${nom} attend un nombre entre ${min} et ${max} (reçu : ${texte ?? 'rien'})`);
  }
  return n;
}

export function lireOptions(args: readonly string[]): OptionsSoak {
  const options: OptionsSoak = { minutes: 10, staff: 30, flood: true, url: null };
  for (let i = 0; i < args.length; i++) {
    const [nom, enLigne] = args[i]!.split('=', 2) as [string, string | undefined];
    const valeur = () => enLigne ?? args[++i];
    if (nom === '--minutes') options.minutes = nombre('minutes', valeur(), 0.5, 60);
    else if (nom === '--staff') options.staff = Math.floor(nombre('staff', valeur(), 3, 100));
    else if (nom === '--sans-flood') options.flood = false;
    else if (nom === '--url') options.url = valeur() ?? null;
    else throw new Error(`Option inconnue : ${nom} (--minutes, --staff, --sans-flood, --url)`);
  }
  return options;
}
