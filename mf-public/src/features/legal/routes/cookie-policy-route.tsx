import { usePageMeta } from '../../../components/page-meta.ts';
import { CookiePolicy } from '../components/cookie-policy.tsx';
import { cookieMeta } from '../meta.ts';

export default function CookiePolicyRoute() {
  usePageMeta(cookieMeta);
  return <CookiePolicy />;
}
