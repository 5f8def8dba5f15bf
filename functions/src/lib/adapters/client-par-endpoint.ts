// One AWS SDK client per container and endpoint: made again only when the endpoint changes (the local
// runtime's emulators get new ports from one start to the next in one process). Its own module, so that
// an adapter of one client (SQS, API Gateway management) does not bundle the S3 client of sdk-clients.ts.

/** `creer(endpoint)` once, then again only for another endpoint. */
export function clientParEndpoint<C, E extends string | undefined = string | undefined>(
  creer: (endpoint: E) => C,
): (endpoint: E) => C {
  let client: C | undefined;
  let pour: E | undefined;
  return (endpoint) => {
    if (client === undefined || pour !== endpoint) {
      client = creer(endpoint);
      pour = endpoint;
    }
    return client;
  };
}
