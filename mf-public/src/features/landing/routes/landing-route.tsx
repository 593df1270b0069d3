import { usePageMeta } from '../../../components/page-meta.ts';
import { LandingPage } from '../components/landing-page.tsx';
import { landingMeta } from '../meta.ts';

export function LandingRoute() {
  usePageMeta(landingMeta);
  return <LandingPage />;
}

/** The second marketing home variant (/home): the same page and links, a squad-first hero. */
export function LandingVariantRoute() {
  usePageMeta(landingMeta);
  return <LandingPage variant="squad" />;
}
