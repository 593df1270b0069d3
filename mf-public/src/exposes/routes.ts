import '../styles.css';
import { preloadable, type RemoteRouteModule } from '@rugby/kit';
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
  login: { Component: preloadable(() => import('../features/auth/routes/login-route.tsx').then((m) => m.LoginRoute)), handle: { title: 'Sign In' } },
  'coach-register': {
    Component: preloadable(() => import('../features/coach-register/routes/coach-register-route.tsx').then((m) => m.CoachRegisterRoute)),
    handle: { title: 'Create Your Coach Account' },
  },
  join: { Component: preloadable(() => import('../features/join/routes/join-route.tsx').then((m) => m.JoinRoute)), handle: { title: 'Join Team' } },
  // Static pages: loaded on first visit, so the landing page does not carry their text.
  about: { Component: preloadable(() => import('../features/about/routes/about-route.tsx').then((m) => m.default)), handle: { title: aboutMeta.title } },
  contact: {
    Component: preloadable(() => import('../features/contact/routes/contact-route.tsx').then((m) => m.default)),
    handle: { title: contactMeta.title },
  },
  faq: { Component: preloadable(() => import('../features/faq/routes/faq-route.tsx').then((m) => m.default)), handle: { title: faqMeta.title } },
  'privacy-policy': {
    Component: preloadable(() => import('../features/legal/routes/privacy-policy-route.tsx').then((m) => m.default)),
    handle: { title: privacyMeta.title },
  },
  'terms-of-service': {
    Component: preloadable(() => import('../features/legal/routes/terms-of-service-route.tsx').then((m) => m.default)),
    handle: { title: termsMeta.title },
  },
  'cookie-policy': {
    Component: preloadable(() => import('../features/legal/routes/cookie-policy-route.tsx').then((m) => m.default)),
    handle: { title: cookieMeta.title },
  },
};
