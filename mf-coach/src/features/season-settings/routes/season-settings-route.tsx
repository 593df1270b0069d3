import { ArrowLeft } from 'lucide-react';
import { Link } from '@rugby/kit/router.ts';
import { SeasonSettingsForm } from '../components/season-settings-form.tsx';

export function SeasonSettingsRoute() {
  return (
    <main className="coach:mx-auto coach:w-full coach:max-w-5xl coach:px-4 coach:py-6 coach:pb-24 coach:sm:py-8">
      <Link
        to="/coach/dashboard"
        className="coach:inline-flex coach:items-center coach:gap-1 coach:text-sm coach:font-semibold coach:text-brand-700 coach:hover:underline"
      >
        <ArrowLeft aria-hidden className="coach:size-4" /> Back to dashboard
      </Link>
      <h1 className="coach:mt-3 coach:text-2xl coach:font-extrabold coach:text-brand-900 coach:sm:text-3xl">Season Settings</h1>
      <p className="coach:mt-1 coach:mb-6 coach:text-slate-600">Set your pre-season and in-season dates so programs match the time of year.</p>
      <SeasonSettingsForm />
    </main>
  );
}
