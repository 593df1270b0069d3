/**
 * Routing for the shell and the remotes. Both import routing ONLY from here (`@rugby/kit/router.ts`), never from
 * react-router(-dom): the shell provides this module, so remotes use the shell's one router instance while
 * react-router itself stays out of the shared scope and is tree-shaken in the shell's bundle
 * (docs/decisions/005-router-through-the-kit.md). A test fails if a remote imports react-router directly.
 *
 * Declarative routing (BrowserRouter + useRoutes), not the data router: the app uses no loaders or actions, and
 * the data router's code would add about 18 KB gzipped to every first visit (docs/decisions/007-bundle-budget.md).
 */
export { BrowserRouter, Link, Navigate, Outlet, useLocation, useNavigate, useNavigationType, useParams, useRoutes, useSearchParams } from 'react-router-dom';
export type { LinkProps, RouteObject } from 'react-router-dom';
