import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import type { ComponentProps, Ref } from 'react';
import { cn } from '../lib/cn.ts';
import { fieldClasses } from './input.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentProps<typeof SelectPrimitive.Root>, 'children'> {
  id?: string;
  options: readonly SelectOption[];
  placeholder?: string;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The trigger (the focusable control): a form focuses it when the field is invalid. */
  ref?: Ref<HTMLButtonElement>;
}

/** A labelled single-choice select (Radix Select; keyboard usable). Give it an id and a <Label htmlFor>, or put it in a FormField. */
export function Select({
  id,
  options,
  placeholder,
  className,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ref,
  ...root
}: SelectProps) {
  return (
    <SelectPrimitive.Root {...root}>
      <SelectPrimitive.Trigger
        id={id}
        aria-label={ariaLabel}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        ref={ref}
        className={cn(fieldClasses, 'ui:flex ui:h-10 ui:items-center ui:justify-between ui:gap-2 ui:text-left ui:data-placeholder:text-slate-400', className)}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden className="ui:size-4 ui:opacity-60" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="ui:z-[70] ui:max-h-72 ui:min-w-(--radix-select-trigger-width) ui:overflow-hidden ui:rounded-lg ui:border ui:border-slate-200 ui:bg-white ui:shadow-lg"
        >
          <SelectPrimitive.Viewport className="ui:p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="ui:relative ui:flex ui:cursor-pointer ui:select-none ui:items-center ui:rounded-md ui:py-2 ui:pl-8 ui:pr-3 ui:text-sm ui:text-slate-800 ui:outline-none ui:data-highlighted:bg-brand-50 ui:data-highlighted:text-brand-900"
              >
                <SelectPrimitive.ItemIndicator className="ui:absolute ui:left-2">
                  <Check aria-hidden className="ui:size-4" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
