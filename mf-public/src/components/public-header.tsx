import { PRODUCT_NAME } from '@rugby/contracts/domain';
import { Button, cn, focusRing, useKnownUser } from '@rugby/kit';
import { Shield } from 'lucide-react';
import { Link } from '@rugby/kit/router.ts';

/** Top bar of the public pages: product name, Sign In and the free-trial call to action. Signed in, the shell's top bar stands instead. */
export function PublicHeader() {
  if (useKnownUser()) return null;
  return (
    <header className="pub:w-full pub:text-white">
      <div className="pub:mx-auto pub:flex pub:max-w-6xl pub:items-center pub:gap-3 pub:px-4 pub:py-4">
        <Link to="/" className={cn('pub:flex pub:items-center pub:gap-2 pub:rounded-md pub:text-lg pub:font-extrabold pub:tracking-tight', focusRing)}>
          <Shield aria-hidden className="pub:size-7 pub:fill-accent-400 pub:text-accent-400" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <nav aria-label="Account" className="pub:ml-auto pub:flex pub:items-center pub:gap-2">
          <Button asChild variant="ghost" size="sm" className="pub:text-white pub:hover:bg-white/10">
            <Link to="/login">Sign In</Link>
          </Button>
          <Button asChild variant="accent" size="sm" className="pub:hidden pub:sm:inline-flex">
            <Link to="/coach/register">Start Free Trial</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
