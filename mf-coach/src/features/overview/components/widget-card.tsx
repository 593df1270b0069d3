import { Button, Card, Input, Label } from '@rugby/kit';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { ChevronDown, ChevronUp, Pencil, X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { WIDGET_SIZES } from '@rugby/contracts/domain';
import { useWidgetLayoutStore, type WidgetConfig, type WidgetSize } from '../stores/widget-layout-store.ts';

const SIZE_CLASSES: Record<WidgetSize, string> = {
  small: 'coach:xl:col-span-1',
  medium: 'coach:xl:col-span-2',
  large: 'coach:md:col-span-2 coach:xl:col-span-4',
};

export const SIZE_LABELS: Record<WidgetSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' };

function EditWidgetDialog({ widget, open, onOpenChange }: { widget: WidgetConfig; open: boolean; onOpenChange(open: boolean): void }) {
  const updateWidget = useWidgetLayoutStore((s) => s.updateWidget);
  const [title, setTitle] = useState(widget.title);
  const [size, setSize] = useState<WidgetSize>(widget.size);
  const id = useId();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    updateWidget(widget.id, { title: title.trim() || widget.title, size });
    onOpenChange(false);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Edit ${widget.title}`}>
        <form onSubmit={onSubmit} className="coach:grid coach:gap-4">
          <div className="coach:grid coach:gap-1.5">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input id={`${id}-title`} value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} />
          </div>
          <div className="coach:grid coach:gap-1.5">
            <Label htmlFor={`${id}-size`}>Size</Label>
            <select
              id={`${id}-size`}
              value={size}
              onChange={(e) => setSize(e.target.value as WidgetSize)}
              className="coach:h-10 coach:rounded-lg coach:border coach:border-slate-300 coach:bg-white coach:px-3"
            >
              {WIDGET_SIZES.map((s) => (
                <option key={s} value={s}>
                  {SIZE_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit">Save Widget</Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A dashboard widget: its title, collapse, edit (title and size) and remove controls, sized on the grid. */
export function WidgetCard({ widget, children }: { widget: WidgetConfig; children: ReactNode }) {
  const toggleCollapsed = useWidgetLayoutStore((s) => s.toggleCollapsed);
  const removeWidget = useWidgetLayoutStore((s) => s.removeWidget);
  const [editing, setEditing] = useState(false);
  const bodyId = useId();
  const iconButton = 'coach:size-8 coach:text-slate-500';
  return (
    <Card className={`coach:flex coach:min-w-0 coach:flex-col ${SIZE_CLASSES[widget.size]}`}>
      <section aria-label={widget.title} data-widget={widget.id}>
        <div className="coach:flex coach:items-center coach:gap-1 coach:border-b coach:border-slate-100 coach:px-4 coach:py-2.5">
          <h3 className="coach:mr-auto coach:truncate coach:text-base coach:font-bold coach:text-slate-900">{widget.title}</h3>
          <Button
            variant="ghost"
            size="icon"
            className={iconButton}
            aria-expanded={!widget.collapsed}
            aria-controls={bodyId}
            aria-label={widget.collapsed ? `Expand ${widget.title}` : `Collapse ${widget.title}`}
            onClick={() => toggleCollapsed(widget.id)}
          >
            {widget.collapsed ? <ChevronDown aria-hidden className="coach:size-4" /> : <ChevronUp aria-hidden className="coach:size-4" />}
          </Button>
          <Button variant="ghost" size="icon" className={iconButton} aria-label={`Edit ${widget.title}`} onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="coach:size-4" />
          </Button>
          <Button variant="ghost" size="icon" className={iconButton} aria-label={`Remove ${widget.title}`} onClick={() => removeWidget(widget.id)}>
            <X aria-hidden className="coach:size-4" />
          </Button>
        </div>
        <div id={bodyId} hidden={widget.collapsed} className="coach:p-4">
          {children}
        </div>
      </section>
      {editing ? <EditWidgetDialog widget={widget} open={editing} onOpenChange={setEditing} /> : null}
    </Card>
  );
}
