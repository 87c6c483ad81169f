import { GraduationCap, Search, UsersRound } from 'lucide-react';
import { ABOUT_SECTION_ID } from '../layout/use-about-navigation.ts';

const POINTS = [
  {
    title: 'Find Sports',
    description: 'Browse badminton, basketball, tennis and more at venues near you.',
    icon: Search,
  },
  {
    title: 'Join Communities',
    description: 'Play regularly with social groups that match your level.',
    icon: UsersRound,
  },
  {
    title: 'Improve Skills',
    description: 'Book sessions with coaches and track your activity.',
    icon: GraduationCap,
  },
];

export function AboutSection() {
  return (
    <section
      id={ABOUT_SECTION_ID}
      aria-labelledby="about-heading"
      className="mx-auto max-w-6xl scroll-mt-24 px-4 py-14 sm:px-6"
    >
      <h2 id="about-heading" className="text-2xl font-bold tracking-tight">
        About Better Play
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-3">
        {POINTS.map(({ title, description, icon: Icon }) => (
          <li key={title}>
            <Icon className="size-7 text-primary" aria-hidden />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
