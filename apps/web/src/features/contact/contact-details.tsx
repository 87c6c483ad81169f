import { cn, EmailText } from '@betterplay/ui';
import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Placeholder contact details until the real ones exist; shown in the footer and on /contact. */
const EMAIL = 'hello@betterplay.example';

/** `shown` when the text is set out differently on the page (the email wraps at its dots). */
const DETAILS: { icon: LucideIcon; text: string; href: string | null; shown?: ReactNode }[] = [
  { icon: Mail, text: EMAIL, href: `mailto:${EMAIL}`, shown: <EmailText email={EMAIL} /> },
  { icon: Phone, text: '+61 3 9000 0000', href: 'tel:+61390000000' },
  { icon: MapPin, text: '100 Sports Avenue, Melbourne VIC 3000', href: null },
];

export function ContactDetails({ className }: { className?: string }) {
  return (
    <address className={cn('grid gap-2 not-italic', className)}>
      {DETAILS.map(({ icon: Icon, text, href, shown }) => (
        <span key={text} className="flex min-h-11 items-center gap-2 sm:min-h-0">
          <Icon className="size-4 shrink-0" aria-hidden />
          {href ? (
            <a href={href} className="underline-offset-4 hover:underline">
              {shown ?? text}
            </a>
          ) : (
            text
          )}
        </span>
      ))}
    </address>
  );
}
