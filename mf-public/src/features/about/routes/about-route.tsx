import { usePageMeta } from '../../../components/page-meta.ts';
import { AboutPage } from '../components/about-page.tsx';
import { aboutMeta } from '../meta.ts';

export default function AboutRoute() {
  usePageMeta(aboutMeta);
  return <AboutPage />;
}
