import '../styles.css';
import { lazy } from 'react';
import type { RemoteRouteModule } from '@rugby/kit';
import { aboutMeta } from '../features/about/meta.ts';
import { contactMeta } from '../features/contact/meta.ts';
import { faqMeta } from '../features/faq/meta.ts';
import { landingMeta } from '../features/landing/meta.ts';
import { cookieMeta, privacyMeta, termsMeta } from '../features/legal/meta.ts';
import { LandingRoute, LandingVariantRoute } from '../features/landing/routes/landing-route.tsx';

/** Screens of mf-public by route id; the shell maps them to paths. */
export const routes: RemoteRouteModule['routes'] = {
  landing: { Component: LandingRoute, handle: { title: landingMeta.title } },
  'landing-variant': { Component: LandingVariantRoute, handle: { title: landingMeta.title } },
  // Loaded on first visit, so the landing page does not carry the form.
  login: { Component: lazy(() => import('../features/auth/routes/login-route.tsx').then((m) => ({ default: m.LoginRoute }))), handle: { title: 'Sign In' } },
  'coach-register': { Component: lazy(() => import('../features/coach-register/routes/coach-register-route.tsx').then((m) => ({ default: m.CoachRegisterRoute }))), handle: { title: 'Create Your Coach Account' } },
  join: { Component: lazy(() => import('../features/join/routes/join-route.tsx').then((m) => ({ default: m.JoinRoute }))), handle: { title: 'Join Team' } },
  // Static pages: loaded on first visit, so the landing page does not carry their text.
  about: { Component: lazy(() => import('../features/about/routes/about-route.tsx')), handle: { title: aboutMeta.title } },
  contact: { Component: lazy(() => import('../features/contact/routes/contact-route.tsx')), handle: { title: contactMeta.title } },
  faq: { Component: lazy(() => import('../features/faq/routes/faq-route.tsx')), handle: { title: faqMeta.title } },
  'privacy-policy': { Component: lazy(() => import('../features/legal/routes/privacy-policy-route.tsx')), handle: { title: privacyMeta.title } },
  'terms-of-service': { Component: lazy(() => import('../features/legal/routes/terms-of-service-route.tsx')), handle: { title: termsMeta.title } },
  'cookie-policy': { Component: lazy(() => import('../features/legal/routes/cookie-policy-route.tsx')), handle: { title: cookieMeta.title } },
};
