import { usePageMeta } from '../../../components/page-meta.ts';
import { ContactPage } from '../components/contact-page.tsx';
import { contactMeta } from '../meta.ts';

export default function ContactRoute() {
  usePageMeta(contactMeta);
  return <ContactPage />;
}
