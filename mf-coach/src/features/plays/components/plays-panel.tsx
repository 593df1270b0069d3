import { Badge, Card } from '@rugby/kit';
import { Sparkles } from 'lucide-react';

/** Plays & Variations: the 'Coming Soon' placeholder. */
export function PlaysPanel() {
  return (
    <Card className="coach:flex coach:flex-col coach:items-center coach:gap-3 coach:p-8 coach:text-center">
      <Sparkles aria-hidden className="coach:size-10 coach:text-brand-600" />
      <Badge variant="accent">Coming Soon</Badge>
      <h3 className="coach:text-xl coach:font-bold coach:text-slate-900">AI-powered plays and variations</h3>
      <p className="coach:max-w-prose coach:text-slate-600">
        Generate tactical plays for your squad with AI: formations, coaching cues and drill packs for every variation. Arriving in the next update.
      </p>
    </Card>
  );
}
