// Where the API answers on the SPA's origin (CloudFront and the local gateway route both paths). No
// zod here: the SPA's environment module reads them before any page (first load).

/** Base path of the REST API (API Gateway stage `v1`). */
export const API_BASE_PATH = '/v1';
/** Path of the WebSocket endpoint on the SPA's origin (local gateway and CloudFront). */
export const REALTIME_PATH = '/ws';
