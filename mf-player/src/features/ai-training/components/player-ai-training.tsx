import { COPY } from '@rugby/contracts/copy';
import { Button, Card, LoadingState, serverMessage, toast } from '@rugby/kit';
import { Dumbbell, Loader2, Sparkles } from 'lucide-react';
import { useGenerateTraining } from '../api/generate-training.ts';
import { useTrainingProgram } from '../api/get-training-program.ts';
import { PlayerProgramView } from './player-program-view.tsx';

/** The Player AI Training page: no program, generating, or the program (player-side.md §2). */
export function PlayerAiTraining({ now }: { now?: () => Date }) {
  const current = useTrainingProgram();
  const generate = useGenerateTraining();
  const run = (regenerate: boolean) =>
    generate.mutate(regenerate, {
      onSuccess: ({ cached }) => toast({ title: cached ? COPY.programs.playerProgramLoaded : COPY.programs.playerProgramGenerated, variant: 'success' }),
      onError: (err) =>
        toast({ title: COPY.programs.generationFailedTitle, description: serverMessage(err, COPY.programs.generateTrainingFailed), variant: 'destructive' }),
    });

  if (generate.isPending) {
    return (
      <div
        role="status"
        className="ply:fixed ply:inset-0 ply:z-40 ply:flex ply:flex-col ply:items-center ply:justify-center ply:gap-4 ply:bg-white/95 ply:p-6 ply:text-center"
      >
        <Loader2 aria-hidden className="ply:size-10 ply:animate-spin ply:text-brand-700" />
        <h1 className="ply:text-2xl ply:font-extrabold ply:text-brand-900">Generating Your Training Program</h1>
        <p className="ply:max-w-sm ply:text-slate-600">Building your week around your position, body and the team's season phase...</p>
      </div>
    );
  }
  if (current.isPending) return <LoadingState label={COPY.loading} shape="cards" />;
  if (current.isError) {
    return (
      <Card role="alert" className="ply:grid ply:gap-3 ply:p-6">
        <p className="ply:font-semibold ply:text-danger-700">{serverMessage(current.error, 'Your training program could not be loaded.')}</p>
        <Button variant="secondary" className="ply:justify-self-start" onClick={() => current.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const program = current.data.program;
  if (!program) {
    return (
      <Card className="ply:mx-auto ply:grid ply:max-w-2xl ply:justify-items-center ply:gap-4 ply:p-6 ply:text-center ply:sm:p-8">
        <span className="ply:flex ply:size-14 ply:items-center ply:justify-center ply:rounded-full ply:bg-brand-100">
          <Dumbbell aria-hidden className="ply:size-7 ply:text-brand-700" />
        </span>
        <h1 className="ply:text-2xl ply:font-extrabold ply:text-brand-900">Your AI Training Program</h1>
        <p className="ply:text-slate-600">
          Get a personal weekly program built for your position, age, weight and height and your team's season phase: four sessions (Monday, Tuesday, Thursday,
          Friday) of 45-60 minutes, each with a warm-up, skills practice, strength training, conditioning and a cool-down, plus your weekly focus and recovery
          notes.
        </p>
        {/* On a narrow phone the label wraps onto two lines instead of running off the screen. */}
        <Button size="lg" className="ply:h-auto ply:min-h-12 ply:whitespace-normal ply:py-2" onClick={() => run(false)}>
          <Sparkles aria-hidden className="ply:size-5 ply:shrink-0" /> Generate My Training Program
        </Button>
      </Card>
    );
  }
  return <PlayerProgramView program={program} onRegenerate={() => run(true)} now={now} />;
}
