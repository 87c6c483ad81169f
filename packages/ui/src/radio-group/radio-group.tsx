import { useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '../lib/cn.ts';

export type RadioGroupProps = ComponentProps<typeof RadioGroupPrimitive.Root>;

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * WAI-ARIA radio group (Radix): one Tab stop; the arrow keys move to the next option and select it.
 * Name it with `aria-label` or `aria-labelledby`; `aria-invalid` on the group marks every radio.
 *
 * Radix selects the option an arrow key moved to only if that key is still down when the focus
 * arrives, a tick later: a quick press (or a screen reader's) moved the focus and left the old
 * choice selected. Here the option an arrow key moves focus to is selected, however short the press.
 */
export function RadioGroup({
  className,
  onKeyDown,
  onFocus,
  onPointerDown,
  ...props
}: RadioGroupProps) {
  const arrowPressed = useRef(false);
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn('group/radio-group grid gap-2', className)}
      onKeyDown={(event) => {
        arrowPressed.current = ARROW_KEYS.has(event.key);
        onKeyDown?.(event);
      }}
      onPointerDown={(event) => {
        arrowPressed.current = false;
        onPointerDown?.(event);
      }}
      onFocus={(event) => {
        const option = event.target;
        if (
          arrowPressed.current &&
          option instanceof HTMLElement &&
          option.getAttribute('role') === 'radio' &&
          option.getAttribute('aria-checked') !== 'true'
        ) {
          arrowPressed.current = false;
          option.click();
        }
        onFocus?.(event);
      }}
      {...props}
    />
  );
}

export type RadioGroupItemProps = ComponentProps<typeof RadioGroupPrimitive.Item>;

/** The bare radio circle; name it with a Label (htmlFor) or use RadioGroupOption. */
export function RadioGroupItem({ className, ...props }: RadioGroupItemProps) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        'peer aspect-square size-4 shrink-0 rounded-full border border-input shadow-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 group-aria-invalid/radio-group:border-destructive aria-invalid:border-destructive data-[state=checked]:border-primary',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="flex items-center justify-center">
        <span className="size-2 rounded-full bg-primary" />
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}

export type RadioGroupOptionProps = Omit<RadioGroupItemProps, 'children'> & {
  label: ReactNode;
  /** Smaller text under the label, read out as the option's description. */
  description?: ReactNode;
};

/**
 * A whole row, at least 44 px tall, that is itself the radio: tapping anywhere on it selects and
 * focuses it (a <label> round a bare radio would select without focusing, which loses Radix's
 * keyboard place). aria-labelledby keeps the description out of the name.
 */
export function RadioGroupOption({
  label,
  description,
  className,
  ...props
}: RadioGroupOptionProps) {
  const generatedId = useId();
  const labelId = `${generatedId}-label`;
  const descriptionId = `${generatedId}-description`;
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-option"
      aria-labelledby={labelId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'group/option flex min-h-11 w-full items-center gap-3 rounded-md border bg-background px-3 py-2 text-left transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-secondary data-[state=unchecked]:hover:bg-muted',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="flex size-4 shrink-0 items-center justify-center rounded-full border border-input shadow-sm group-aria-invalid/radio-group:border-destructive group-data-[state=checked]/option:border-primary"
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary" />
      </span>
      <span className="grid gap-0.5">
        <span id={labelId} className="text-sm leading-snug font-medium">
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </span>
        ) : null}
      </span>
    </RadioGroupPrimitive.Item>
  );
}
