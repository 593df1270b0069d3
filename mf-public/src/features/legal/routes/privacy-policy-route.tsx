import { usePageMeta } from '../../../components/page-meta.ts';
import { PrivacyPolicy } from '../components/privacy-policy.tsx';
import { privacyMeta } from '../meta.ts';

export default function PrivacyPolicyRoute() {
  usePageMeta(privacyMeta);
  return <PrivacyPolicy />;
}
