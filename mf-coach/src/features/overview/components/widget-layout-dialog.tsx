import { WIDGET_SIZES } from '@rugby/contracts/domain';
import { Button, Input, toast } from '@rugby/kit';
import { Checkbox } from '@rugby/kit/ui/checkbox.tsx';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { ArrowDown, ArrowUp, LayoutGrid } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_WIDGETS, moveWidget, normaliseWidgets, useWidgetLayoutStore, type WidgetConfig, type WidgetSize } from '../stores/widget-layout-store.ts';
import { SIZE_LABELS } from './widget-card.tsx';

function LayoutEditor({ onDone }: { onDone(): void }) {
  const saved = useWidgetLayoutStore((s) => s.widgets);
  const saveLayout = useWidgetLayoutStore((s) => s.saveLayout);
  const [draft, setDraft] = useState<WidgetConfig[]>(saved);
  const patch = (id: WidgetConfig['id'], change: Partial<WidgetConfig>) => setDraft((d) => d.map((w) => (w.id === id ? { ...w, ...change } : w)));
  const sorted = [...draft].sort((a, b) => a.order - b.order);

  return (
    <div className="coach:grid coach:gap-4">
      <ol className="coach:grid coach:gap-2" aria-label="Widgets">
        {sorted.map((w, index) => (
          <li key={w.id} className="coach:grid coach:gap-2 coach:rounded-xl coach:border coach:border-slate-200 coach:p-3">
            <div className="coach:flex coach:items-center coach:gap-2">
              <Checkbox
                id={`layout-${w.id}-enabled`}
                checked={w.enabled}
                onCheckedChange={(v) => patch(w.id, { enabled: v === true })}
                aria-label={`Show ${w.title}`}
              />
              <Input
                aria-label={`Title of ${DEFAULT_WIDGETS.find((d) => d.id === w.id)!.title}`}
                value={w.title}
                maxLength={60}
                onChange={(e) => patch(w.id, { title: e.target.value })}
                className="coach:h-9 coach:flex-1"
              />
            </div>
            <div className="coach:flex coach:items-center coach:gap-2">
              <select
                aria-label={`Size of ${w.title}`}
                value={w.size}
                onChange={(e) => patch(w.id, { size: e.target.value as WidgetSize })}
                className="coach:h-9 coach:flex-1 coach:rounded-lg coach:border coach:border-slate-300 coach:bg-white coach:px-2 coach:text-sm"
              >
                {WIDGET_SIZES.map((s) => (
                  <option key={s} value={s}>
                    {SIZE_LABELS[s]}
                  </option>
                ))}
              </select>
              <Button
                variant="ghost"
                size="icon"
                className="coach:size-9"
                aria-label={`Move ${w.title} up`}
                disabled={index === 0}
                onClick={() => setDraft((d) => moveWidget(d, w.id, -1))}
              >
                <ArrowUp aria-hidden className="coach:size-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="coach:size-9"
                aria-label={`Move ${w.title} down`}
                disabled={index === sorted.length - 1}
                onClick={() => setDraft((d) => moveWidget(d, w.id, 1))}
              >
                <ArrowDown aria-hidden className="coach:size-4" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="coach:flex coach:flex-wrap coach:justify-between coach:gap-2">
        <Button variant="ghost" onClick={() => setDraft(normaliseWidgets(DEFAULT_WIDGETS))}>
          Reset to Defaults
        </Button>
        <div className="coach:flex coach:gap-2">
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              saveLayout(draft);
              toast({ title: 'Layout Saved', description: 'Your dashboard layout is saved in this browser.', variant: 'success' });
              onDone();
            }}
          >
            Save Layout
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The widget-layout dialog: show or hide, rename, resize and reorder the overview's widgets; saved on Save Layout. */
export function WidgetLayoutDialog() {
  const open = useWidgetLayoutStore((s) => s.layoutDialogOpen);
  const setOpen = useWidgetLayoutStore((s) => s.setLayoutDialogOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title="Customize Dashboard" description="Choose the widgets on your overview, their titles, sizes and order.">
        {open ? <LayoutEditor onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The frame's Customize button: opens the widget-layout dialog. */
export function CustomizeButton() {
  const setOpen = useWidgetLayoutStore((s) => s.setLayoutDialogOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <LayoutGrid aria-hidden className="coach:size-4" /> Customize
      </Button>
      <WidgetLayoutDialog />
    </>
  );
}
