import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { cn } from '../lib/cn.ts';
import { focusRing } from './button.tsx';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface QueuedToast extends ToastInput {
  id: number;
}

interface ToastState {
  queue: QueuedToast[];
  push(toast: ToastInput): number;
  dismiss(id: number): void;
  reset(): void;
}

let nextId = 1;

/**
 * The notification: one visible at a time, and a new one takes the place of the one showing, so a stale message
 * ('Missing Information') never shows after the news that followed it ('Invitation Sent').
 */
export const useToastStore = create<ToastState>((set) => ({
  queue: [],
  push: (toast) => {
    const id = nextId++;
    set({ queue: [{ ...toast, id }] });
    return id;
  },
  dismiss: (id) => set((state) => ({ queue: state.queue.filter((t) => t.id !== id) })),
  reset: () => set({ queue: [] }),
}));

/** Queue a toast from anywhere (components, mutation callbacks). Returns its id. */
export const toast = (input: ToastInput) => useToastStore.getState().push(input);

const variantClasses: Record<ToastVariant, string> = {
  default: 'ui:border-slate-200 ui:bg-white ui:text-slate-900',
  success: 'ui:border-brand-300 ui:bg-brand-50 ui:text-brand-950',
  destructive: 'ui:border-danger-600 ui:bg-danger-50 ui:text-danger-700',
};

/** Marks pointer events that start on a toast (a global symbol: every copy of the kit reads the same mark). */
const TOAST_INTERACTION = Symbol.for('rugby.kit.toast-interaction');
const markToastInteraction = (event: Event) => Reflect.set(event, TOAST_INTERACTION, true);
/** True for a pointer event that started on a toast: a dialog under the toast does not take it as an outside click. */
export const isToastInteraction = (event: Event) => Reflect.get(event, TOAST_INTERACTION) === true;

/**
 * Renders the head of the queue (one toast at a time) in a live region; mounted once by the shell. A toast
 * leaves after `duration` ms (paused while hovered or focused) or with its close button / Escape.
 */
export function Toaster({ duration = 5000 }: { duration?: number }) {
  const current = useToastStore((state) => state.queue[0]);
  const dismiss = useToastStore((state) => state.dismiss);
  // The toast the pointer or focus is on (a newer toast starts its own time).
  const [pausedId, setPausedId] = useState<QueuedToast['id'] | null>(null);
  const id = current?.id;
  const paused = id !== undefined && pausedId === id;

  useEffect(() => {
    if (id === undefined || paused) return;
    const timer = setTimeout(() => dismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, paused, duration, dismiss]);

  const variant = current?.variant ?? 'default';
  return (
    <section
      aria-label="Notifications"
      onPointerDownCapture={(event) => markToastInteraction(event.nativeEvent)}
      className="ui:pointer-events-none ui:fixed ui:right-0 ui:top-0 ui:z-[100] ui:flex ui:w-full ui:max-w-sm ui:flex-col ui:p-4"
    >
      <div aria-live={variant === 'destructive' ? 'assertive' : 'polite'} aria-atomic="true">
        {current ? (
          <div
            key={current.id}
            role={variant === 'destructive' ? 'alert' : 'status'}
            onMouseEnter={() => setPausedId(current.id)}
            onMouseLeave={() => setPausedId(null)}
            onFocus={() => setPausedId(current.id)}
            onBlur={() => setPausedId(null)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') dismiss(current.id);
            }}
            className={cn('ui:pointer-events-auto ui:relative ui:grid ui:gap-1 ui:rounded-xl ui:border ui:p-4 ui:pr-10 ui:shadow-lg', variantClasses[variant])}
          >
            <p className="ui:text-sm ui:font-bold">{current.title}</p>
            {current.description ? <p className="ui:text-sm ui:opacity-90">{current.description}</p> : null}
            <button
              type="button"
              aria-label="Dismiss notification"
              onClick={() => dismiss(current.id)}
              className={cn('ui:absolute ui:right-2 ui:top-2 ui:rounded-md ui:p-1 ui:opacity-70 ui:hover:opacity-100', focusRing)}
            >
              <X aria-hidden className="ui:size-4" />
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
