import { Badge } from '@rugby/kit';
import { SubjectResponses as ReactionsAndReplies, type ReplySubjectProps } from '@rugby/kit/ui/subject-responses.tsx';
import { ReplyThreads } from './reply-threads.tsx';

/**
 * Under a team message or an event: the reactions, and "Replies (n)" (with how many players wait for an answer)
 * opening every player's private thread. Shared by the messages and calendar features.
 */
export function SubjectResponses(props: ReplySubjectProps) {
  const { subjectKind, subjectId, subjectTitle } = props;
  return (
    <ReactionsAndReplies
      {...props}
      toggleLabel={(replies) => `Replies (${replies})`}
      aside={(summary) => {
        const waiting = summary?.awaitingCoach ?? 0;
        return waiting ? <Badge variant="accent">{waiting === 1 ? '1 to answer' : `${waiting} to answer`}</Badge> : null;
      }}
    >
      <ReplyThreads subjectKind={subjectKind} subjectId={subjectId} subjectTitle={subjectTitle} />
    </ReactionsAndReplies>
  );
}
