// What every signed-in screen waits for before it renders, asked for as the application starts when a
// token is stored, in parallel with the screen's code: the user (`GET /utilisateurs/moi`), the offices
// of the header's selection (`GET /bureaux`) and the product screens' French texts. Otherwise each would
// start only once the router has loaded the screen's modules and the layout has rendered, one after
// the other (docs/architecture.md#first-load-of-the-spa). The queries are the ones the session
// provider and the office selection read, so they find the answers under way or in the cache.
import type { QueryClient } from '@tanstack/react-query';
import type { Bureau } from '@umj/shared/bureau';
import { apiFetch } from '../lib/api-client.ts';
import { loadProductTexts } from '../i18n/index.ts';
import { readToken } from '../lib/session/token-storage.ts';
import { currentUserQueryOptions } from '../lib/session/user-query.ts';

export function prefetchSignedIn(client: QueryClient): void {
  if (readToken() === null) return;
  void client.prefetchQuery(currentUserQueryOptions());
  // The offices' request leaves now, beside the user's; their query is a chunk of its own (the
  // signed-out pages load no office code) and takes the answer once its module is in, rather than
  // asking only then (a screen's route loader waits for the offices: features/dossiers-patients).
  const bureaux = apiFetch<Bureau[]>('/bureaux');
  bureaux.catch(() => undefined);
  void import('../lib/bureaux/bureaux-query.ts').then(({ bureauxQueryOptions }) => {
    const options = bureauxQueryOptions();
    // This answer once; a later fetch of the query (a realtime change) asks again.
    let reponse: Promise<Bureau[]> | null = bureaux;
    const queryFn: typeof options.queryFn = (context) => {
      const premiere = reponse;
      reponse = null;
      return premiere ?? options.queryFn!(context);
    };
    return client.prefetchQuery({ ...options, queryFn });
  });
  loadProductTexts().catch(() => undefined);
  // In a task of its own: the requests above leave first, and it runs while they are under way.
  setTimeout(warmParisTime, 0);
}

/**
 * The first Paris-time conversion of the page (@date-fns/tz: an `Intl.DateTimeFormat` naming the
 * offset) loads the browser's time-zone data: about 25 ms on a desktop, 100 ms on a slow one. Every
 * signed-in screen needs it (today's date, the menu's counts); made here, while the page is still
 * blank, it no longer lengthens the first screen's render, which would block the keyboard meanwhile.
 */
function warmParisTime(): void {
  try {
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hour: 'numeric',
      timeZoneName: 'longOffset',
    }).format(new Date());
  } catch {
    // An engine without the time-zone data: the conversion will say so where it is used.
  }
}
