import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteChooser } from './RouteChooser';

/**
 * One route: every address goes through the domain's chooseRoute (spec 1 §2), which picks the page
 * or the redirect. The staff app routes inside its own shell. Shared by the browser router and the
 * tests' memory router.
 */
export const routes: RouteObject[] = [{ path: '*', element: <RouteChooser /> }];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
