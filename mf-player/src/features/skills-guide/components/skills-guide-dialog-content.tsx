import { POSITION_LABELS, POSITIONS, type Position } from '@rugby/contracts/domain';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { Button, Label, serverMessage, toast } from '@rugby/kit';
import { DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { Select } from '@rugby/kit/ui/select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@rugby/kit/ui/tabs.tsx';
import { CircleCheck, Clock } from 'lucide-react';
import { useCompleteSkillsSession } from '../api/complete-skills-session.ts';
import { useSkillsGuide, type SkillsGuide } from '../api/get-skills-guide.ts';

const POSITION_OPTIONS = POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] }));
type Skill = SkillsGuide['primarySkills'][number];

function SkillList({ skills }: { skills: readonly Skill[] }) {
  return (
    <ul className="ply:grid ply:gap-4">
      {skills.map((skill) => (
        <li key={skill.name} className="ply:rounded-xl ply:border ply:border-slate-200 ply:p-4">
          <h4 className="ply:font-bold ply:text-slate-900">{skill.name}</h4>
          <p className="ply:mt-1 ply:text-sm ply:text-slate-700">{skill.description}</p>
          <h5 className="ply:mt-3 ply:text-xs ply:font-bold ply:uppercase ply:tracking-wider ply:text-brand-700">Techniques</h5>
          <ul className="ply:mt-1 ply:list-disc ply:space-y-0.5 ply:pl-5 ply:text-sm ply:text-slate-700">
            {skill.techniques.map((technique) => (
              <li key={technique}>{technique}</li>
            ))}
          </ul>
          <h5 className="ply:mt-3 ply:text-xs ply:font-bold ply:uppercase ply:tracking-wider ply:text-brand-700">Drills</h5>
          <ul className="ply:mt-1 ply:grid ply:gap-2">
            {skill.drills.map((drill) => (
              <li key={drill.name} className="ply:rounded-lg ply:bg-slate-50 ply:p-3 ply:text-sm">
                <div className="ply:flex ply:items-baseline ply:justify-between ply:gap-2">
                  <span className="ply:font-semibold ply:text-slate-900">{drill.name}</span>
                  <span className="ply:flex ply:shrink-0 ply:items-center ply:gap-1 ply:text-xs ply:text-slate-500">
                    <Clock aria-hidden className="ply:size-3.5" />
                    {drill.duration} min
                  </span>
                </div>
                <p className="ply:mt-0.5 ply:text-slate-700">{drill.description}</p>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * The open Skills Guide (downloaded when the player first opens it, or points at its button): the position's guide,
 * Primary / Secondary Skills, and 'Complete Skills Session'.
 */
export function SkillsGuideDialogContent({ chosen, onChoose, onClose }: { chosen: Position | null; onChoose(position: Position): void; onClose(): void }) {
  const guide = useSkillsGuide(chosen);
  const complete = useCompleteSkillsSession();
  const onComplete = () => {
    if (!chosen) return;
    complete.mutate(chosen, {
      onSuccess: () => {
        toast({ title: 'Skills Session Completed', description: `${POSITION_LABELS[chosen]} skills session added to today's training.`, variant: 'success' });
        onClose();
      },
      onError: (error) =>
        toast({ title: 'Error', description: serverMessage(error, 'Failed to record the skills session. Please try again.'), variant: 'destructive' }),
    });
  };

  return (
    <DialogContent title={guide.data?.title ?? 'Skills Guide'} description={guide.data?.summary} className="ply:max-w-2xl">
      <div className="ply:grid ply:gap-1.5">
        <Label htmlFor="skills-guide-position">Position</Label>
        <Select
          id="skills-guide-position"
          options={POSITION_OPTIONS}
          value={chosen ?? undefined}
          onValueChange={(v) => onChoose(v as Position)}
          placeholder="Choose a position"
        />
      </div>
      {!chosen ? <p className="ply:mt-4 ply:text-sm ply:text-slate-600">Choose a position to see its guide.</p> : null}
      {chosen && guide.isPending ? <Skeleton label="Loading guide..." lines={4} className="ply:mt-4" /> : null}
      {guide.isError ? (
        <p role="alert" className="ply:mt-4 ply:text-sm ply:text-danger-700">
          {serverMessage(guide.error, 'The guide could not be loaded.')}
        </p>
      ) : null}
      {guide.data ? (
        <>
          <Tabs defaultValue="primary" className="ply:mt-4">
            <TabsList>
              <TabsTrigger value="primary">Primary Skills</TabsTrigger>
              <TabsTrigger value="secondary">Secondary Skills</TabsTrigger>
            </TabsList>
            <TabsContent value="primary">
              <SkillList skills={guide.data.primarySkills} />
            </TabsContent>
            <TabsContent value="secondary">
              <SkillList skills={guide.data.secondarySkills} />
            </TabsContent>
          </Tabs>
          <Button onClick={onComplete} disabled={complete.isPending} className="ply:mt-5 ply:w-full">
            <CircleCheck aria-hidden className="ply:size-4" /> Complete Skills Session
          </Button>
        </>
      ) : null}
    </DialogContent>
  );
}
