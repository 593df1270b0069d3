import { Badge, Button, Card, CardContent, CardHeader, CardTitle, cn, toast } from '@rugby/kit';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { MailOpen, MessageSquare } from 'lucide-react';
import { isUrgentMessage } from '@rugby/contracts/domain';
import { useTeamMessages, type TeamMessage } from '@rugby/kit/api/team-messages.ts';
import { SubjectResponses } from '../../../components/replies/subject-responses.tsx';
import { useMarkMessageRead } from '../api/mark-message-read.ts';

const TYPE_LABELS: Record<TeamMessage['type'], string> = {
  general: 'General',
  announcement: 'Announcement',
  training_update: 'Training Update',
  urgent: 'Urgent',
};

const formatSent = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const senderName = (sender: TeamMessage['sender']) => [sender.firstName, sender.lastName].filter(Boolean).join(' ') || 'Coach';

/** The team's messages (newest first, polled every 30 s); players mark them read and cannot send. */
export function TeamMessagesCard({ teamId }: { teamId: string }) {
  const { data: messages, isPending, isError } = useTeamMessages(teamId);
  const markRead = useMarkMessageRead();
  const unread = messages?.filter((m) => !m.isRead).length ?? 0;
  const onMarkRead = (id: string) =>
    markRead.mutate(id, {
      onError: () => toast({ title: 'Error', description: 'Failed to mark the message as read. Please try again.', variant: 'destructive' }),
    });

  return (
    <Card role="region" aria-labelledby="team-messages">
      <CardHeader className="ply:flex-row ply:items-center ply:justify-between">
        <CardTitle id="team-messages" className="ply:flex ply:items-center ply:gap-2">
          <MessageSquare aria-hidden className="ply:size-5 ply:text-brand-700" /> Team Messages
        </CardTitle>
        {unread > 0 ? (
          <Badge variant="accent" className="ply:whitespace-nowrap">
            {unread} unread
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent>
        {isPending ? <Skeleton label="Loading messages..." lines={3} /> : null}
        {isError ? <p className="ply:text-sm ply:text-slate-600">Messages are not available right now.</p> : null}
        {messages && messages.length === 0 ? <p className="ply:text-sm ply:text-slate-600">No messages from your coach yet.</p> : null}
        {messages && messages.length > 0 ? (
          <ul className="ply:grid ply:max-h-[28rem] ply:gap-3 ply:overflow-y-auto" aria-label="Messages">
            {messages.map((message) => (
              <li
                key={message.id}
                aria-labelledby={`message-${message.id}`}
                className={cn(
                  'ply:rounded-xl ply:border ply:p-3',
                  isUrgentMessage(message)
                    ? 'ply:border-danger-600/40 ply:bg-danger-50'
                    : message.isRead
                      ? 'ply:border-slate-200'
                      : 'ply:border-brand-300 ply:bg-brand-50/60',
                )}
              >
                <div className="ply:flex ply:flex-wrap ply:items-center ply:gap-2">
                  {isUrgentMessage(message) ? <Badge className="ply:bg-danger-600 ply:text-white">Urgent</Badge> : null}
                  {message.type !== 'urgent' ? <Badge variant="muted">{TYPE_LABELS[message.type]}</Badge> : null}
                  {!message.isRead ? <span className="ply:text-xs ply:font-bold ply:text-brand-700">New</span> : null}
                </div>
                <h3 id={`message-${message.id}`} className="ply:mt-2 ply:font-semibold ply:text-slate-900">
                  {message.title}
                </h3>
                <p className="ply:mt-1 ply:whitespace-pre-line ply:text-sm ply:text-slate-700">{message.message}</p>
                <div className="ply:mt-2 ply:flex ply:flex-wrap ply:items-center ply:justify-between ply:gap-2 ply:text-xs ply:text-slate-600">
                  <span>
                    {senderName(message.sender)} · {formatSent(message.createdAt)}
                  </span>
                  {message.isRead ? (
                    <span className="ply:flex ply:items-center ply:gap-1">
                      <MailOpen aria-hidden className="ply:size-3.5" /> Read
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onMarkRead(message.id)}
                      disabled={markRead.isPending && markRead.variables === message.id}
                      aria-label={`Mark as read: ${message.title}`}
                    >
                      Mark as read
                    </Button>
                  )}
                </div>
                <div className="ply:mt-2 ply:border-t ply:border-slate-200/70 ply:pt-2">
                  <SubjectResponses teamId={teamId} subjectKind="message" subjectId={message.id} subjectTitle={message.title} />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
