import { REACTION_EMOJIS, REACTION_LABELS, type ReactionEmoji, type ReplySubjectKind } from '@rugby/contracts/replies';
// From the shared index: the one toast store and API client of the page (and no second copy of the button).
import { Button, serverMessage, toast } from '@rugby/kit';
import { useSetReaction, type ReplySummary } from '@rugby/kit/api/replies.ts';

/**
 * 👍 ✅ 💪 under a team message or an event, with their counts, the user's own pressed; pressing one gives it or takes
 * it back. Shared by the coach's and the player's screens (`@rugby/kit/ui/reaction-bar.tsx`).
 */
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
    <div role="group" aria-label={`Reactions to ${subjectTitle}`} className="ui:flex ui:flex-wrap ui:items-center ui:gap-1.5">
      {REACTION_EMOJIS.map((emoji) => (
        <Button
          key={emoji}
          // No size variant: the chip is smaller than `sm` (kit classes are not merged, so it sets its own size).
          size={null}
          shape="pill"
          variant={mine(emoji) ? 'primary' : 'secondary'}
          aria-pressed={mine(emoji)}
          aria-label={`${REACTION_LABELS[emoji].label} (${count(emoji)})`}
          title={REACTION_LABELS[emoji].label}
          disabled={!!sending}
          onClick={() => toggle(emoji)}
          className="ui:h-7 ui:px-2 ui:text-sm"
        >
          <span aria-hidden>{REACTION_LABELS[emoji].emoji}</span>
          {count(emoji) > 0 ? <span aria-hidden>{count(emoji)}</span> : null}
        </Button>
      ))}
    </div>
  );
}
