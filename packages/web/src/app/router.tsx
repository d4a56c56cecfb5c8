import { Route, Routes, type RouteObject } from 'react-router';
import { RouteChooser } from './RouteChooser';

/**
 * One route: every address goes through the domain's chooseRoute (spec 1 §2), which picks the page
 * or the redirect. The staff app routes inside its own shell. The browser runs it in a BrowserRouter
 * (AppRoutes): the app uses no loaders, actions or fetchers, and the data router's machinery would
 * add 16 KB gzipped to every first screen. The tests' memory router takes the same route (routes).
 */
export const routes: RouteObject[] = [{ path: '*', element: <RouteChooser /> }];

export function AppRoutes() {
  return (
    <Routes>
      <Route path="*" element={<RouteChooser />} />
    </Routes>
  );
}
