import { useParams } from '@rugby/kit/router.ts';
import { PublicHeader } from '../../../components/public-header.tsx';
import { JoinPage } from '../components/join-page.tsx';

export function JoinRoute() {
  const { inviteCode = '' } = useParams();
  return (
    <div className="pub:flex pub:min-h-dvh pub:flex-col pub:bg-gradient-to-b pub:from-brand-900 pub:to-brand-700">
      <PublicHeader />
      <main className="pub:flex pub:flex-1 pub:justify-center pub:px-4 pub:py-8 pub:sm:py-12">
        <JoinPage key={inviteCode} inviteCode={inviteCode} />
      </main>
    </div>
  );
}
