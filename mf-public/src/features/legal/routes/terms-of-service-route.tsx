import { usePageMeta } from '../../../components/page-meta.ts';
import { TermsOfService } from '../components/terms-of-service.tsx';
import { termsMeta } from '../meta.ts';

export default function TermsOfServiceRoute() {
  usePageMeta(termsMeta);
  return <TermsOfService />;
}
