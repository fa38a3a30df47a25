import { ErrorBlock } from '../ui/ErrorBlock';

/** Anything a route throws lands on the generic error block; Retry reloads the page. */
export function RouteError() {
  return <ErrorBlock />;
}
