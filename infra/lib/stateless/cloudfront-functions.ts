// Code of the CloudFront Functions (cloudfront-js-2.0, viewer request) of the distribution.

/**
 * Default behaviour only: a path whose last segment has no file extension is a client route of the
 * SPA and gets index.html. `/v1/*` and `/ws` have their own behaviours and never reach it, so the API's
 * 403/404 answers are not rewritten (which distribution-wide custom error responses would do).
 */
export const SPA_ROUTING_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * `/v1/*` only: the spec's calls end with a slash (`GET /bureaux/`), the route table has none and the
 * local gateway accepts both; dropping the trailing slash makes API Gateway resolve the same resource.
 */
export const API_TRAILING_SLASH_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 4 && uri.charAt(uri.length - 1) === '/') {
    request.uri = uri.slice(0, -1);
  }
  return request;
}`;
