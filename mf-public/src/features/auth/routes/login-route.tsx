import { LoginForm } from '../components/login-form.tsx';
import { PublicHeader } from '../../../components/public-header.tsx';

export function LoginRoute() {
  return (
    <div className="pub:flex pub:min-h-dvh pub:flex-col pub:bg-gradient-to-b pub:from-brand-900 pub:to-brand-700">
      <PublicHeader />
      <main className="pub:flex pub:flex-1 pub:items-start pub:justify-center pub:px-4 pub:py-10 pub:sm:items-center">
        <LoginForm />
      </main>
    </div>
  );
}
