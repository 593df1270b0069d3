import { Card } from '@rugby/kit';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { COMPANY } from '../../../components/company.ts';
import { StaticPageLayout } from '../../../components/static-page-layout.tsx';
import { ContactForm } from './contact-form.tsx';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="pub:flex pub:gap-4">
      <span className="pub:flex pub:size-11 pub:shrink-0 pub:items-center pub:justify-center pub:rounded-xl pub:bg-brand-100 pub:text-brand-800 pub:[&_svg]:size-5">
        {icon}
      </span>
      <div>
        <h3 className="pub:font-bold pub:text-slate-900">{title}</h3>
        <div className="pub:text-sm pub:text-slate-600">{children}</div>
      </div>
    </li>
  );
}

/** Contact: the form (local confirmation only) and how to reach support. */
export function ContactPage() {
  return (
    <StaticPageLayout
      eyebrow="Contact"
      title="Contact Us"
      intro={<p>Questions about your team, a program or your account? Send us a message and we&rsquo;ll get back to you {COMPANY.responseTime}.</p>}
    >
      <div className="pub:grid pub:gap-8 pub:lg:grid-cols-[1.5fr_1fr]">
        <ContactForm />
        <Card className="pub:p-6 pub:sm:p-8">
          <h2 className="pub:text-2xl pub:font-extrabold pub:text-slate-900">Get in touch</h2>
          <ul className="pub:mt-6 pub:grid pub:gap-6">
            <Detail icon={<Mail aria-hidden />} title="Email support">
              <a href={`mailto:${COMPANY.supportEmail}`} className="pub:font-medium pub:text-brand-700 pub:underline pub:underline-offset-2">
                {COMPANY.supportEmail}
              </a>
              <p>We reply {COMPANY.responseTime}.</p>
            </Detail>
            <Detail icon={<Phone aria-hidden />} title="Phone">
              <a href={`tel:${COMPANY.phone.replaceAll(' ', '')}`} className="pub:font-medium pub:text-brand-700 pub:underline pub:underline-offset-2">
                {COMPANY.phone}
              </a>
            </Detail>
            <Detail icon={<MapPin aria-hidden />} title="Address">
              <address className="pub:not-italic">
                {COMPANY.address.map((line) => (
                  <span key={line} className="pub:block">
                    {line}
                  </span>
                ))}
              </address>
            </Detail>
            <Detail icon={<Clock aria-hidden />} title="Business hours">
              <p>{COMPANY.hours}</p>
              <p>{COMPANY.weekend}</p>
            </Detail>
          </ul>
        </Card>
      </div>
    </StaticPageLayout>
  );
}
