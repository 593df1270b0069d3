import { preloadable } from '@rugby/kit';

/**
 * Shell screens a signed-out visitor of the landing page never sees, downloaded when first shown (the landing
 * page's JavaScript budget is 150 KB gzipped). The root layout holds the Suspense boundaries; the bootstrap preloads
 * the top bar when the page's head did (docs/decisions/018).
 */
export const WrongAudiencePage = preloadable(() => import('../components/wrong-audience-page.tsx').then((m) => m.WrongAudiencePage));
export const NotFoundPage = preloadable(() => import('../components/not-found-page.tsx').then((m) => m.NotFoundPage));
export const ProfileTypeChooser = preloadable(() => import('../features/profile/components/profile-type-chooser.tsx').then((m) => m.ProfileTypeChooser));
export const FallbackScreen = preloadable(() => import('../features/profile/components/fallback-screen.tsx').then((m) => m.FallbackScreen));
export const TopNav = preloadable(() => import(/* webpackChunkName: "top-nav" */ '../features/navigation/components/top-nav.tsx').then((m) => m.TopNav));
