import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';

/** The API stores 'avatar.png' for users without a picture. */
const NO_PICTURE = 'avatar.png';

export function hasPicture(src: string | null | undefined): src is string {
  return typeof src === 'string' && src.trim() !== '' && src !== NO_PICTURE;
}

export function initialsOf(firstName: string, lastName?: string): string {
  const first = firstName.trim().charAt(0);
  const last = (lastName ?? '').trim().charAt(0);
  return `${first}${last}`.toUpperCase();
}

const avatarVariants = cva(
  'relative flex shrink-0 overflow-hidden rounded-full bg-secondary text-secondary-foreground',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-16 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  src?: string | null;
  firstName: string;
  lastName?: string;
  size?: AvatarSize;
  className?: string;
}

export function Avatar({ src, firstName, lastName, size = 'md', className }: AvatarProps) {
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  return (
    <AvatarPrimitive.Root data-slot="avatar" className={cn(avatarVariants({ size }), className)}>
      {hasPicture(src) ? (
        <AvatarPrimitive.Image
          src={src}
          alt={fullName}
          className="aspect-square size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        role="img"
        aria-label={fullName}
        className="flex size-full items-center justify-center font-semibold"
      >
        <span aria-hidden>{initialsOf(firstName, lastName)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
