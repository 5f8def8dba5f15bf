// WebSocket $default: the server only pushes; client frames (pings, keep-alives) are accepted and
// ignored.
import { apiHandler } from '../../lib/http/api-handler.ts';

export const handler = apiHandler({ name: 'realtime/default' }, async () => ({}));
