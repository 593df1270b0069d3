import { COPY } from '@rugby/contracts/copy';
import { POSITIONS, POSITION_LABELS } from '@rugby/contracts/domain';
import { Button, Input, Label, serverMessage, toast } from '@rugby/kit';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { useState, type FormEvent } from 'react';
import type { DetailedPlayer } from '../api/get-detailed-players.ts';
import { useUpdatePlayerDetails } from '../api/update-player-details.ts';

/** '' -> null; a whole number -> the number; anything else -> undefined (invalid). */
export function parseMeasure(value: string): number | null | undefined {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isInteger(n) ? n : undefined;
}

const text = (v: number | string | null) => (v === null ? '' : String(v));

/** Edit a player's height (cm), weight (kg), position and phone. */
export function EditPlayerDialog({ player, open, onOpenChange }: { player: DetailedPlayer; open: boolean; onOpenChange(open: boolean): void }) {
  const update = useUpdatePlayerDetails();
  const [form, setForm] = useState({ height: text(player.height), weight: text(player.weight), position: player.position ?? '', phone: player.phone ?? '' });
  const [errors, setErrors] = useState<{ height?: string; weight?: string }>({});
  const bind = (field: keyof typeof form) => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value })),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const height = parseMeasure(form.height);
    const weight = parseMeasure(form.weight);
    const found = {
      ...(height === undefined ? { height: 'Height must be a whole number of centimetres' } : {}),
      ...(weight === undefined ? { weight: 'Weight must be a whole number of kilograms' } : {}),
    };
    setErrors(found);
    if (height === undefined || weight === undefined) return;
    update.mutate(
      { playerId: player.playerId, input: { height, weight, position: form.position.trim(), phone: form.phone.trim() } },
      {
        onSuccess: () => {
          toast({ title: 'Player Updated', description: `${player.name}'s details are saved.`, variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({ title: COPY.players.updateFailedTitle, description: serverMessage(error, COPY.players.updateFailedFallback), variant: 'destructive' }),
      },
    );
  }

  const knownPosition = POSITIONS.includes(form.position as (typeof POSITIONS)[number]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Edit ${player.name}`} description="Height, weight, position and phone.">
        <form noValidate onSubmit={onSubmit} className="coach:grid coach:gap-4">
          <div className="coach:grid coach:grid-cols-2 coach:gap-4">
            {(['height', 'weight'] as const).map((field) => (
              <div key={field} className="coach:grid coach:content-start coach:gap-1.5">
                <Label htmlFor={`edit-${field}`}>{field === 'height' ? 'Height (cm)' : 'Weight (kg)'}</Label>
                <Input
                  id={`edit-${field}`}
                  type="number"
                  inputMode="numeric"
                  step={1}
                  aria-invalid={!!errors[field]}
                  aria-describedby={errors[field] ? `edit-${field}-error` : undefined}
                  {...bind(field)}
                />
                {errors[field] ? (
                  <p id={`edit-${field}-error`} className="coach:text-xs coach:text-danger-700">
                    {errors[field]}
                  </p>
                ) : null}
              </div>
            ))}
          </div>
          <div className="coach:grid coach:gap-1.5">
            <Label htmlFor="edit-position">Position</Label>
            <select
              id="edit-position"
              {...bind('position')}
              className="coach:h-10 coach:rounded-lg coach:border coach:border-slate-300 coach:bg-white coach:px-3"
            >
              <option value="">To be assigned</option>
              {POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {POSITION_LABELS[p]}
                </option>
              ))}
              {form.position && !knownPosition ? <option value={form.position}>{form.position}</option> : null}
            </select>
          </div>
          <div className="coach:grid coach:gap-1.5">
            <Label htmlFor="edit-phone">Phone</Label>
            <Input id="edit-phone" type="tel" {...bind('phone')} />
          </div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
