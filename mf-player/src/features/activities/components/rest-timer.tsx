import { Button } from '@rugby/kit';
import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The rest between sets: starts at the prescription's rest, counts down, says when to go again. */
export function RestTimer({ seconds, now = () => Date.now() }: { seconds: number; now?: () => number }) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - now()) / 1000)));
    tick();
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [endsAt, now]);
  const running = endsAt !== null && left > 0;

  return (
    <div className="ply:flex ply:flex-wrap ply:items-center ply:gap-3 ply:rounded-xl ply:bg-slate-50 ply:p-3">
      <Timer aria-hidden className="ply:size-5 ply:text-brand-700" />
      <p aria-live="polite" className="ply:min-w-24 ply:font-semibold ply:tabular-nums ply:text-slate-900">
        {endsAt === null ? `Rest ${clock(seconds)}` : left > 0 ? `Rest ${clock(left)}` : 'Rest over: next set'}
      </p>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() => {
          if (running) return setEndsAt(null);
          setLeft(seconds);
          setEndsAt(now() + seconds * 1000);
        }}
      >
        {running ? 'Stop rest' : 'Start rest'}
      </Button>
    </div>
  );
}
