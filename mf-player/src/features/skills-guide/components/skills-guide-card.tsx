import { POSITION_LABELS, POSITIONS, type Position } from '@rugby/contracts/domain';
import { Button, Card, CardContent, CardHeader, CardTitle, preloadable } from '@rugby/kit';
import { Dialog, DialogTrigger } from '@rugby/kit/ui/dialog.tsx';
import { Target } from 'lucide-react';
import { Suspense, useState } from 'react';

const isPosition = (value: string | null | undefined): value is Position => POSITIONS.includes(value as Position);

const SkillsGuideDialogContent = preloadable(() => import('./skills-guide-dialog-content.tsx').then((m) => m.SkillsGuideDialogContent));
const preloadGuide = () => void SkillsGuideDialogContent.preload().catch(() => {});

/** The Skills Guide: a card on the home opening the per-position guide (Primary / Secondary Skills) and 'Complete Skills Session'. */
export function SkillsGuideCard({ position }: { position: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Position | null>(isPosition(position) ? position : null);

  return (
    <Card role="region" aria-labelledby="skills-guide-card">
      <CardHeader>
        <CardTitle id="skills-guide-card" className="ply:flex ply:items-center ply:gap-2">
          <Target aria-hidden className="ply:size-5 ply:text-brand-700" /> Skills Guide
        </CardTitle>
      </CardHeader>
      <CardContent className="ply:grid ply:gap-3">
        <p className="ply:text-sm ply:text-slate-600">Techniques and drills for {isPosition(position) ? `a ${POSITION_LABELS[position]}` : 'your position'}.</p>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="secondary" onPointerEnter={preloadGuide} onFocus={preloadGuide}>
              Open Skills Guide
            </Button>
          </DialogTrigger>
          {open ? (
            <Suspense fallback={null}>
              <SkillsGuideDialogContent chosen={chosen} onChoose={setChosen} onClose={() => setOpen(false)} />
            </Suspense>
          ) : null}
        </Dialog>
      </CardContent>
    </Card>
  );
}
