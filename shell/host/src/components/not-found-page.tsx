import { COPY } from '@rugby/contracts/copy';
import { Button, Card } from '@rugby/kit';
import { CircleAlert } from 'lucide-react';
import { Link } from '@rugby/kit/router.ts';

export function NotFoundPage() {
  return (
    <main className="ui:flex ui:flex-1 ui:items-center ui:justify-center ui:p-4 ui:py-16">
      <Card className="ui:w-full ui:max-w-md ui:p-6">
        <div className="ui:flex ui:items-center ui:gap-2">
          <CircleAlert aria-hidden className="ui:size-7 ui:text-danger-600" />
          <h1 className="ui:text-2xl ui:font-bold ui:text-slate-900">{COPY.notFoundTitle}</h1>
        </div>
        <p className="ui:mt-4 ui:text-sm ui:text-slate-600">{COPY.notFoundHint}</p>
        <Button asChild variant="secondary" className="ui:mt-6">
          <Link to="/">Go to the home page</Link>
        </Button>
      </Card>
    </main>
  );
}
