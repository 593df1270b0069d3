import { DEMO_ASSISTANT, DEMO_PLAYER, DEMO_PLAYERS } from '@rugby/contracts';
import type { PrismaClient } from './generated/prisma/client.ts';

const fid = (n: number) => `7d1f0c3e-0000-4000-8000-f00000000${String(n).padStart(3, '0')}`;

/** Demo feedback items (fixed ids, idempotent): what a beta team would send in its first weeks. */
export async function seedDemo(prisma: PrismaClient): Promise<void> {
  const items = [
    {
      id: fid(1),
      userId: DEMO_PLAYER.id,
      email: DEMO_PLAYER.email,
      type: 'feature',
      feature: 'progress-tracking',
      rating: 4,
      title: 'Show my streak of completed sessions',
      description: 'Seeing how many training days in a row I have completed would keep me motivated on the weeks between matches.',
      page: '/',
      status: 'new',
    },
    {
      id: fid(2),
      userId: DEMO_ASSISTANT.id,
      email: DEMO_ASSISTANT.email,
      type: 'improvement',
      feature: 'team-management',
      rating: 4,
      title: 'Filter the squad by position',
      description: 'With a full squad it would help to filter the players list to forwards or backs before editing details.',
      page: '/coach/dashboard',
      status: 'reviewing',
    },
    {
      id: fid(3),
      userId: DEMO_PLAYERS[4]!.id,
      email: DEMO_PLAYERS[4]!.email,
      type: 'bug',
      feature: 'mobile',
      rating: 3,
      title: 'Laws popup is cramped on a small phone',
      description: 'On my phone the law text needs a lot of scrolling and the Got it button sits at the very bottom.',
      page: '/',
      status: 'planned',
      response: 'Thanks Callum - we are reworking the popup layout for small screens.',
    },
    {
      id: fid(4),
      userId: null,
      email: 'visiting.coach@example.com',
      type: 'general',
      feature: 'other',
      rating: 5,
      title: 'Looks great for our club',
      description: 'Our under-18s coach would like to try this for the pre-season block. Is there a way to bring two squads?',
      page: '/about',
      status: 'new',
    },
  ];
  for (const item of items) {
    await prisma.feedback.upsert({ where: { id: item.id }, create: item, update: {} });
  }
}
