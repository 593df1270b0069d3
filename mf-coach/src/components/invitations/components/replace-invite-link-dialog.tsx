import { Button, serverMessage, toast } from '@rugby/kit';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@rugby/kit/ui/dialog.tsx';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useReplaceInviteLink } from '../api/replace-invite-link.ts';

/**
 * 'New Link': replaces the team's reusable join link after a confirmation (a link shared too widely can be
 * retired). Players who joined stay; personal invitations keep working.
 */
export function ReplaceInviteLinkDialog({ teamId }: { teamId: string }) {
  const [open, setOpen] = useState(false);
  const replace = useReplaceInviteLink(teamId);

  function confirm() {
    replace.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'New Invitation Link', description: 'The old link no longer works. Share the new one with your players.', variant: 'success' });
      },
      onError: (error) => toast({ title: 'Could Not Replace Link', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          <RefreshCw aria-hidden className="coach:size-4" /> New Link
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Replace the invitation link?"
        description="The current link stops working at once. Players who already joined stay in the team, and personal invitations you sent keep working."
      >
        <div className="coach:flex coach:flex-wrap coach:justify-end coach:gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={replace.isPending}>
            {replace.isPending ? 'Replacing...' : 'Replace Link'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
