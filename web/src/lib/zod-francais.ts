// zod's own messages in French in the browser, as on the server (functions/src/lib/http/middleware/
// parse-input.ts): a schema part without a message of its own (a wrong type, say) would
// otherwise show zod's English default (« Invalid input: expected string, received number »). Imported
// by the two ways zod first enters the page: the public forms' rules (features/auth/auth-schemas.ts)
// and the signed-in user's schema (lib/session/user-query.ts), which every signed-in screen waits for.
import * as z from 'zod';
import fr from 'zod/v4/locales/fr.js';

z.config(fr());
