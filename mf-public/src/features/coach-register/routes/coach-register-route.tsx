import { PublicHeader } from '../../../components/public-header.tsx';
import { CoachRegisterPage } from '../components/coach-register-page.tsx';

export function CoachRegisterRoute() {
  return (
    <div className="pub:flex pub:min-h-dvh pub:flex-col pub:bg-gradient-to-b pub:from-brand-900 pub:to-brand-700">
      <PublicHeader />
      <main className="pub:flex pub:flex-1 pub:justify-center pub:px-4 pub:py-8 pub:sm:py-12">
        <CoachRegisterPage />
      </main>
    </div>
  );
}
