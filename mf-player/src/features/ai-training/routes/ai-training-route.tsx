import { PlayerAiTraining } from '../components/player-ai-training.tsx';

export function AiTrainingRoute() {
  return (
    <main className="ply:mx-auto ply:w-full ply:max-w-5xl ply:px-4 ply:py-6 ply:pb-24 ply:sm:py-8">
      <PlayerAiTraining />
    </main>
  );
}
