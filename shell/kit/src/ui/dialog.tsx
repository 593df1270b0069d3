import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
// The page's shared record of open dialogs (the kit's shared index), not a copy bundled with this module.
import { useRegisterOpenDialog } from '@rugby/kit';
import { cn } from '../lib/cn.ts';
import { focusRing } from './button.tsx';
import { isToastInteraction } from './toast.tsx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
}

/**
 * A modal dialog with its title (and optional description) wired for screen readers, focus trapped, Esc closes.
 * A click on a toast shown over it (e.g. closing the toast) is not an outside click: the dialog stays open.
 * While open it is on the page's record of open dialogs (useAnyDialogOpen).
 */
export function DialogContent({ title, description, className, children, onPointerDownOutside, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <RegisteredOpen />
      <DialogPrimitive.Overlay className="ui:fixed ui:inset-0 ui:z-50 ui:bg-slate-950/50" />
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'ui:fixed ui:left-1/2 ui:top-1/2 ui:z-50 ui:max-h-[calc(100dvh-2rem)] ui:w-[calc(100vw-2rem)] ui:max-w-lg ui:-translate-x-1/2 ui:-translate-y-1/2 ui:overflow-y-auto ui:rounded-2xl ui:bg-white ui:p-5 ui:shadow-2xl ui:sm:p-6',
          className,
        )}
        onPointerDownOutside={(event) => {
          if (isToastInteraction(event.detail.originalEvent)) event.preventDefault();
          onPointerDownOutside?.(event);
        }}
        {...props}
      >
        <div className="ui:mb-4 ui:pr-8">
          <DialogPrimitive.Title className="ui:text-lg ui:font-bold ui:text-slate-900">{title}</DialogPrimitive.Title>
          {description ? <DialogPrimitive.Description className="ui:mt-1 ui:text-sm ui:text-slate-600">{description}</DialogPrimitive.Description> : null}
        </div>
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className={cn('ui:absolute ui:right-3 ui:top-3 ui:rounded-md ui:p-1.5 ui:text-slate-500 ui:hover:bg-slate-100', focusRing)}
        >
          <X aria-hidden className="ui:size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Mounted with the dialog's content: records the dialog open until it closes. */
function RegisteredOpen() {
  useRegisterOpenDialog();
  return null;
}
