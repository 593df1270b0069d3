import { lazy } from 'react';

/**
 * Shell screens a signed-out visitor of the landing page never sees, downloaded when first shown (the landing
 * page's JavaScript budget is 150 KB gzipped). The root layout holds the Suspense boundaries.
 */
export const NotFoundPage = lazy(() => import('../components/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
export const ProfileTypeChooser = lazy(() => import('../features/profile/components/profile-type-chooser.tsx').then((m) => ({ default: m.ProfileTypeChooser })));
export const FallbackScreen = lazy(() => import('../features/profile/components/fallback-screen.tsx').then((m) => ({ default: m.FallbackScreen })));
export const TopNav = lazy(() => import(/* webpackChunkName: "top-nav" */ '../features/navigation/components/top-nav.tsx').then((m) => ({ default: m.TopNav })));
