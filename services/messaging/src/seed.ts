import { DEMO_ASSISTANT, DEMO_COACH, DEMO_PLAYERS, DEMO_TEAM, type MessageType } from '@rugby/contracts';
import { now } from '@rugby/service-kit';
import type { PrismaClient } from './generated/prisma/client.ts';

const messageId = (n: number) => `7d1f0c3e-0000-4000-8000-${String(300 + n).padStart(12, '0')}`;
const HOUR = 3_600_000;

interface DemoMessage {
  id: string;
  type: MessageType;
  title: string;
  message: string;
  isUrgent: boolean;
  hoursAgo: number;
  /** Players (by index in DEMO_PLAYERS) who have read it. */
  readBy: number[];
}

export const DEMO_MESSAGES: DemoMessage[] = [
  {
    id: messageId(1),
    type: 'announcement',
    title: 'Welcome to the new season',
    message:
      "Great to have everyone back for pre-season. Training is Monday, Tuesday, Thursday and Friday at 6:30pm on the top field; Wednesday is rest. Check the app each morning for your position-specific session and the day's laws. Bring boots, a water bottle and your mouthguard to every session.",
    isUrgent: false,
    hoursAgo: 72,
    readBy: [0, 1, 2, 4, 6, 8, 9],
  },
  {
    id: messageId(2),
    type: 'training_update',
    title: 'Thursday: contact session and scrum work',
    message:
      'Forwards: live scrummaging and lineout lifts in the first half hour, so arrive warmed up at 6:15pm. Backs: defensive line speed and kick-chase drills with Jordan. Full contact in the last 20 minutes; tape any niggles before you arrive.',
    isUrgent: false,
    hoursAgo: 26,
    readBy: [0, 3, 5],
  },
  {
    id: messageId(3),
    type: 'urgent',
    title: 'Training moved indoors tonight',
    message:
      "The council has closed the fields after the rain. Tonight's session moves to the school gym on Beach Road at the usual time: indoor shoes only, no boots. Conditioning circuit and skills stations, done by 8pm.",
    isUrgent: true,
    hoursAgo: 3,
    readBy: [2],
  },
  {
    id: messageId(4),
    type: 'general',
    title: 'Club day this Saturday',
    message:
      'Juniors play from 9am and the seniors kick off at 2:45pm against Northshore. Volunteers for the barbecue and the gate please let me know by Friday. Whānau and friends welcome.',
    isUrgent: false,
    hoursAgo: 1,
    readBy: [],
  },
];

/** The demo team's messages from the demo coach, with a few reads by demo players. Idempotent (fixed ids). */
export async function seedDemo(prisma: PrismaClient): Promise<{ messages: number; reads: number }> {
  const recipientIds = [DEMO_ASSISTANT.id, ...DEMO_PLAYERS.map((p) => p.id)];
  const seededAt = now().getTime();
  let reads = 0;
  for (const m of DEMO_MESSAGES) {
    const createdAt = new Date(seededAt - m.hoursAgo * HOUR);
    await prisma.message.upsert({
      where: { id: m.id },
      update: {},
      create: {
        id: m.id,
        teamId: DEMO_TEAM.id,
        senderId: DEMO_COACH.id,
        senderFirstName: DEMO_COACH.firstName,
        senderLastName: DEMO_COACH.lastName,
        type: m.type,
        title: m.title,
        message: m.message,
        isUrgent: m.isUrgent,
        recipientIds,
        totalRecipients: recipientIds.length,
        createdAt,
      },
    });
    const readers = m.readBy.map((i) => DEMO_PLAYERS[i]!.id);
    const { count } = await prisma.messageRead.createMany({
      data: readers.map((userId) => ({ messageId: m.id, userId, readAt: new Date(createdAt.getTime() + HOUR) })),
      skipDuplicates: true,
    });
    reads += count;
  }
  return { messages: DEMO_MESSAGES.length, reads };
}
