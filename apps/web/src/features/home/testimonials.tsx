import { Avatar } from '@betterplay/ui';
import { Quote } from 'lucide-react';

const TESTIMONIALS = [
  {
    quote: 'I found a weekly badminton social two streets away. Booking takes less than a minute.',
    firstName: 'Priya',
    lastName: 'Sharma',
    role: 'Badminton player',
  },
  {
    quote: 'Splitting the court cost with friends used to be a mess. Now it is one tap.',
    firstName: 'Tom',
    lastName: 'Nguyen',
    role: 'Tennis player',
  },
  {
    quote: 'As an organiser I accept join requests from my phone and my games are always full.',
    firstName: 'Grace',
    lastName: 'Okafor',
    role: 'Basketball organiser',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-muted/50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="testimonials-heading" className="text-2xl font-bold tracking-tight">
          What players say
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map(({ quote, firstName, lastName, role }) => (
            <li key={firstName} className="rounded-lg border bg-card p-6 shadow-sm">
              <figure>
                <Quote className="size-6 text-primary" aria-hidden />
                <blockquote className="mt-3 text-sm leading-relaxed">{quote}</blockquote>
                <figcaption className="mt-4 flex items-center gap-3">
                  <Avatar firstName={firstName} lastName={lastName} size="sm" />
                  <span className="text-sm">
                    <span className="block font-semibold">
                      {firstName} {lastName}
                    </span>
                    <span className="text-muted-foreground">{role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
