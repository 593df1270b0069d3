import type { RECOVERY_TIP_CATEGORIES } from '@rugby/contracts/domain';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@rugby/kit';
import { Apple, Brain, Droplets, HeartPulse, Moon, Timer } from 'lucide-react';
import { useRecoveryTip } from '../api/get-recovery-tip.ts';

type TipCategory = (typeof RECOVERY_TIP_CATEGORIES)[number];
const ICONS: Record<TipCategory, typeof Moon> = { hydration: Droplets, recovery: HeartPulse, mindset: Brain, nutrition: Apple, sleep: Moon };
const LABELS: Record<TipCategory, string> = { hydration: 'Hydration', recovery: 'Recovery', mindset: 'Mindset', nutrition: 'Nutrition', sleep: 'Sleep' };

/** The recovery tip of the day: category, title, content and how long it takes. */
export function RecoveryTipCard({ date }: { date: string }) {
  const { data: tip, isPending, isError } = useRecoveryTip(date);
  const Icon = tip ? ICONS[tip.category] : HeartPulse;
  return (
    <Card role="region" aria-labelledby="recovery-tip">
      <CardHeader className="ply:flex-row ply:items-center ply:justify-between">
        <CardTitle id="recovery-tip" className="ply:flex ply:items-center ply:gap-2">
          <Icon aria-hidden className="ply:size-5 ply:text-brand-700" /> Recovery Tip
        </CardTitle>
        {tip ? <Badge variant="muted">{LABELS[tip.category]}</Badge> : null}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p role="status" className="ply:text-sm ply:text-slate-500">
            Loading today's tip...
          </p>
        ) : null}
        {isError ? <p className="ply:text-sm ply:text-slate-600">Today's tip is not available right now.</p> : null}
        {tip ? (
          <>
            <h3 className="ply:font-semibold ply:text-slate-900">{tip.title}</h3>
            <p className="ply:mt-1 ply:text-sm ply:text-slate-700">{tip.content}</p>
            <p className="ply:mt-3 ply:flex ply:items-center ply:gap-1 ply:text-xs ply:font-medium ply:text-slate-500">
              <Timer aria-hidden className="ply:size-3.5" /> {tip.duration}
            </p>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
