// Hands a route's rendering error to the application's error boundary (docs/product-rules.md#errors texts) instead of
// react-router's built-in error screen.
import { useRouteError } from 'react-router-dom';

export function RethrowRouteError(): never {
  throw useRouteError();
}
