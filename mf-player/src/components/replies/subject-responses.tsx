import { SubjectResponses as ReactionsAndReplies, type ReplySubjectProps } from '@rugby/kit/ui/subject-responses.tsx';
import { ReplyThread } from './reply-thread.tsx';

/**
 * Under a team message or an event: the reactions, and "Reply" / "Replies (n)" opening the player's private thread
 * with the coaches. Shared by the messages and calendar features.
 */
export function SubjectResponses(props: ReplySubjectProps) {
  const { subjectKind, subjectId, subjectTitle } = props;
  return (
    <ReactionsAndReplies {...props} toggleLabel={(replies) => (replies ? `Replies (${replies})` : 'Reply')}>
      <ReplyThread subjectKind={subjectKind} subjectId={subjectId} subjectTitle={subjectTitle} />
    </ReactionsAndReplies>
  );
}
