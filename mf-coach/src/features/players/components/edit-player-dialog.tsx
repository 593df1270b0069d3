import { COPY } from '@rugby/contracts/copy';
import { POSITIONS, POSITION_LABELS } from '@rugby/contracts/domain';
import { teamRoutes } from '@rugby/contracts/routes/team';
import { Button, Input, serverMessage, toast } from '@rugby/kit';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { DetailedPlayer } from '../api/get-detailed-players.ts';
import { useUpdatePlayerDetails } from '../api/update-player-details.ts';

/** '' -> null; a whole number -> the number; anything else is the field's message. */
const measure = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || Number.isInteger(Number(v)), message)
    .transform((v) => (v === '' ? null : Number(v)));

const { shape: body } = teamRoutes.updatePlayerDetails.body;
/**
 * Height and weight whole numbers (the spec: numeric; the server also checks their range and answers on the field),
 * position and phone the route's own free texts.
 */
const schema = z.object({
  height: measure('Height must be a whole number of centimetres'),
  weight: measure('Weight must be a whole number of kilograms'),
  position: body.position,
  phone: body.phone,
});

const text = (v: number | string | null) => (v === null ? '' : String(v));
const MEASURES = [
  { field: 'height', label: 'Height (cm)' },
  { field: 'weight', label: 'Weight (kg)' },
] as const;

/** Edit a player's height (cm), weight (kg), position and phone. */
export function EditPlayerDialog({ player, open, onOpenChange }: { player: DetailedPlayer; open: boolean; onOpenChange(open: boolean): void }) {
  const update = useUpdatePlayerDetails();
  const form = useZodForm(schema, {
    defaultValues: { height: text(player.height), weight: text(player.weight), position: player.position ?? '', phone: player.phone ?? '' },
  });
  const { errors } = form.formState;
  const position = useWatch({ control: form.control, name: 'position' }) ?? '';

  const onSubmit = form.handleSubmit((input) =>
    update.mutate(
      { playerId: player.playerId, input },
      {
        onSuccess: () => {
          toast({ title: 'Player Updated', description: `${player.name}'s details are saved.`, variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => {
          // The server's words go on the fields it names (e.g. a height out of range); the toast then says what failed.
          const onFields = showServerFieldErrors(form, error);
          toast({
            title: COPY.players.updateFailedTitle,
            description: onFields ? COPY.players.updateFailedFallback : serverMessage(error, COPY.players.updateFailedFallback),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  const knownPosition = POSITIONS.includes(position as (typeof POSITIONS)[number]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Edit ${player.name}`} description="Height, weight, position and phone.">
        <form noValidate onSubmit={onSubmit} className="coach:grid coach:gap-4">
          <div className="coach:grid coach:grid-cols-2 coach:gap-4">
            {MEASURES.map(({ field, label }) => (
              <FormField key={field} id={`edit-${field}`} label={label} error={errors[field]?.message}>
                <Input type="number" inputMode="numeric" step={1} {...form.register(field)} />
              </FormField>
            ))}
          </div>
          <FormField id="edit-position" label="Position" error={errors.position?.message}>
            <select className="coach:h-10 coach:rounded-lg coach:border coach:border-slate-300 coach:bg-white coach:px-3" {...form.register('position')}>
              <option value="">To be assigned</option>
              {POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {POSITION_LABELS[p]}
                </option>
              ))}
              {position && !knownPosition ? <option value={position}>{position}</option> : null}
            </select>
          </FormField>
          <FormField id="edit-phone" label="Phone" error={errors.phone?.message}>
            <Input type="tel" {...form.register('phone')} />
          </FormField>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
