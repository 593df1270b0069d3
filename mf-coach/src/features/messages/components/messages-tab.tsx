import { MessageCompose } from './message-compose.tsx';
import { MessageList } from './message-list.tsx';

/** Messages: team chat with the role fixed as coach (compose and the read-receipt list). */
export function MessagesTab({ teamId }: { teamId: string }) {
  return (
    <div className="coach:grid coach:gap-4 coach:lg:grid-cols-[minmax(0,22rem)_1fr] coach:lg:items-start">
      <MessageCompose teamId={teamId} />
      <MessageList teamId={teamId} />
    </div>
  );
}
