import { usePageMeta } from '../../../components/page-meta.ts';
import { FaqPage } from '../components/faq-page.tsx';
import { faqMeta } from '../meta.ts';

export default function FaqRoute() {
  usePageMeta(faqMeta);
  return <FaqPage />;
}
