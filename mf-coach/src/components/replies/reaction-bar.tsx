import { REACTION_EMOJIS, REACTION_LABELS, type ReactionEmoji, type ReplySubjectKind } from '@rugby/contracts/replies';
import { Button, serverMessage, toast } from '@rugby/kit';
import { useSetReaction, type ReplySummary } from './replies-api.ts';

/** 👍 ✅ 💪 with their counts, the coach's own pressed; pressing one gives it or takes it back. */
export function ReactionBar({
  subjectKind,
  subjectId,
  subjectTitle,
  summary,
}: {
  subjectKind: ReplySubjectKind;
  subjectId: string;
  subjectTitle: string;
  summary: ReplySummary | null | undefined;
}) {
  const set = useSetReaction();
  const sending = set.isPending && set.variables.subjectId === subjectId ? set.variables : null;
  const mine = (emoji: ReactionEmoji) => (sending?.emoji === emoji ? sending.on : (summary?.mine.includes(emoji) ?? false));
  const count = (emoji: ReactionEmoji) => {
    const counted = summary?.counts[emoji] ?? 0;
    const was = summary?.mine.includes(emoji) ?? false;
    // While a reaction is on its way, its count shows as it will be.
    return sending?.emoji === emoji && sending.on !== was ? counted + (sending.on ? 1 : -1) : counted;
  };
  const toggle = (emoji: ReactionEmoji) =>
    set.mutate(
      { subjectKind, subjectId, emoji, on: !mine(emoji) },
      { onError: (error) => toast({ title: 'Could not save your reaction', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }) },
    );
  return (
    <div role="group" aria-label={`Reactions to ${subjectTitle}`} className="coach:flex coach:flex-wrap coach:items-center coach:gap-1.5">
      {REACTION_EMOJIS.map((emoji) => (
        <Button
          key={emoji}
          size="sm"
          shape="pill"
          variant={mine(emoji) ? 'primary' : 'secondary'}
          aria-pressed={mine(emoji)}
          aria-label={`${REACTION_LABELS[emoji].label} (${count(emoji)})`}
          title={REACTION_LABELS[emoji].label}
          disabled={!!sending}
          onClick={() => toggle(emoji)}
          className="coach:h-7 coach:px-2"
        >
          <span aria-hidden>{REACTION_LABELS[emoji].emoji}</span>
          {count(emoji) > 0 ? <span aria-hidden>{count(emoji)}</span> : null}
        </Button>
      ))}
    </div>
  );
}
