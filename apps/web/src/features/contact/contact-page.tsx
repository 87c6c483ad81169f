import { PageHeader } from '@betterplay/ui';
import { usePageTitle } from '../../app/page-title.ts';
import { ContactDetails } from './contact-details.tsx';

/** /contact, linked from the footer. */
export function ContactPage() {
  const headingRef = usePageTitle('Contact');
  return (
    <section className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title="Contact"
        headingRef={headingRef}
        description="Questions about a booking, a social or your account? We read every message."
      />
      <ContactDetails className="text-base" />
    </section>
  );
}
