import { Badge, Card, LoadingState, serverMessage } from '@rugby/kit';
import { AlertTriangle, CheckCheck } from 'lucide-react';
import { isUrgentMessage } from '@rugby/contracts/domain';
import { useTeamMessages, type TeamMessage } from '@rugby/kit/api/team-messages.ts';
import { SubjectResponses } from '../../../components/replies/subject-responses.tsx';
import { MESSAGE_TYPE_LABELS } from './message-compose.tsx';

const senderName = (m: TeamMessage) => [m.sender.firstName, m.sender.lastName].filter(Boolean).join(' ') || 'Coach';

function MessageItem({ message }: { message: TeamMessage }) {
  return (
    <li>
      <article
        aria-label={message.title}
        className={`coach:rounded-xl coach:border coach:p-4 ${isUrgentMessage(message) ? 'coach:border-danger-600 coach:bg-danger-50' : 'coach:border-slate-200 coach:bg-white'}`}
      >
        <div className="coach:flex coach:flex-wrap coach:items-center coach:gap-2">
          {message.type !== 'urgent' ? <Badge variant="muted">{MESSAGE_TYPE_LABELS[message.type]}</Badge> : null}
          {isUrgentMessage(message) ? (
            <Badge className="coach:bg-danger-600 coach:text-white">
              <AlertTriangle aria-hidden className="coach:mr-1 coach:size-3" />
              Urgent
            </Badge>
          ) : null}
          <time dateTime={message.createdAt} className="coach:ml-auto coach:text-xs coach:text-slate-600">
            {new Date(message.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </div>
        <h4 className="coach:mt-2 coach:font-bold coach:text-slate-900">{message.title}</h4>
        <p className="coach:mt-1 coach:whitespace-pre-wrap coach:text-sm coach:text-slate-700">{message.message}</p>
        <div className="coach:mt-3 coach:flex coach:flex-wrap coach:justify-between coach:gap-2 coach:text-xs coach:text-slate-600">
          <span>From {senderName(message)}</span>
          <span className="coach:inline-flex coach:items-center coach:gap-1">
            <CheckCheck aria-hidden className="coach:size-3.5" />
            Read by {message.readCount} of {message.totalRecipients}
          </span>
        </div>
        <div className="coach:mt-3 coach:border-t coach:border-slate-200 coach:pt-3">
          <SubjectResponses teamId={message.teamId} subjectKind="message" subjectId={message.id} subjectTitle={message.title} />
        </div>
      </article>
    </li>
  );
}

/** The team's messages, newest first, with type, urgent marker, sender, time and read receipts. */
export function MessageList({ teamId }: { teamId: string }) {
  const messages = useTeamMessages(teamId);
  return (
    <Card className="coach:p-5">
      <h3 className="coach:text-lg coach:font-bold coach:text-slate-900">Team Messages</h3>
      <div className="coach:mt-4">
        {messages.isPending ? <LoadingState label="Loading messages..." shape="list" className="coach:min-h-24" /> : null}
        {messages.isError ? (
          <p role="alert" className="coach:text-sm coach:text-danger-700">
            {serverMessage(messages.error, 'Could not load messages.')}
          </p>
        ) : null}
        {messages.data && !messages.data.length ? (
          <p className="coach:text-sm coach:text-slate-600">No messages yet. Your first message reaches every player on the team.</p>
        ) : null}
        {messages.data?.length ? (
          <ul className="coach:grid coach:gap-3" aria-label="Messages">
            {messages.data.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}
