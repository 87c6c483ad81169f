import type { ComponentProps } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cn } from '../lib/cn.ts';

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root>;

/**
 * An on/off switch (Radix, role switch with aria-checked); Space and Enter toggle it. Name it with
 * `<Label htmlFor={id}>`. Any visible "On"/"Off" text is the caller's.
 */
export function Switch({ className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        // The ::before stretches the hit area to 44 px tall without changing the 24 px track; the grey
        // off track keeps 3:1 against the page and the thumb.
        "peer relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-sm transition-colors outline-none before:absolute before:inset-x-0 before:-inset-y-3 before:content-[''] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:ring-2 aria-invalid:ring-destructive/40 data-[state=checked]:bg-primary data-[state=unchecked]:bg-muted-foreground",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none block size-5 rounded-full bg-background shadow-md ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </SwitchPrimitive.Root>
  );
}
