import type { ProgramItemDoc } from '@rugby/contracts/program/schema';
import { Button, Label } from '@rugby/kit';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { Select, type SelectOption } from '@rugby/kit/ui/select.tsx';
import { useId, useState, type FormEvent } from 'react';

/**
 * Move an item to the end of another block, of its day or another ('Tuesday Skills'); `targets` are the blocks it can
 * go to (a block the day lacks is labelled as new). `onMove` gets the chosen target's value.
 */
export function MoveDialog({
  item,
  context,
  targets,
  open,
  onOpenChange,
  onMove,
  onCloseAutoFocus,
}: {
  item: ProgramItemDoc;
  context: string;
  targets: readonly SelectOption[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onMove(target: string): void;
  onCloseAutoFocus?(event: Event): void;
}) {
  const id = useId();
  const [target, setTarget] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) {
      setMissing(true);
      return;
    }
    onMove(target);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Move ${item.name}`}
        description={`Now in ${context}. It goes to the end of the block you choose.`}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form noValidate onSubmit={submit} className="coach:grid coach:gap-4">
          <div className="coach:grid coach:gap-1">
            <Label htmlFor={`${id}-target`}>Move to</Label>
            <Select
              id={`${id}-target`}
              options={targets}
              value={target}
              placeholder="Choose a day and block"
              aria-invalid={missing}
              onValueChange={(value) => {
                setTarget(value);
                setMissing(false);
              }}
            />
            {missing ? (
              <p role="alert" className="coach:text-xs coach:font-medium coach:text-danger-700">
                Choose a day and block
              </p>
            ) : null}
          </div>
          <div className="coach:flex coach:flex-wrap coach:gap-2">
            <Button type="submit">Move exercise</Button>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
