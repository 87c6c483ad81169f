import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ContactDetails } from '../contact/contact-details.tsx';

const linkClass =
  'rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

const PAGE_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/sports', label: 'Sports' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

// Placeholder profiles until the real accounts exist.
const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/', label: 'Facebook', name: 'Better Play on Facebook' },
  { href: 'https://www.instagram.com/', label: 'Instagram', name: 'Better Play on Instagram' },
  { href: 'https://x.com/', label: 'X', name: 'Better Play on X' },
];

/**
 * Where the server serves the component library, when it tells the page (a build of Storybook
 * beside the app, outside production): read after the first render, so the server's copy of the
 * screen and the app's first render agree.
 */
function useStorybookAddress(): string | null {
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="betterplay-storybook"]');
    setAddress(meta?.content ?? null);
  }, []);
  return address;
}

export function Footer() {
  const storybook = useStorybookAddress();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="text-base font-bold">Better Play</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Courts, social games and coaching in one place.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold">Explore</h2>
          <ul className="mt-3 grid gap-2">
            {PAGE_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
            {storybook === null ? null : (
              <li>
                <a href={storybook} className={linkClass}>
                  Component library
                </a>
              </li>
            )}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold">Contact</h2>
          <ContactDetails className="mt-3 text-sm text-muted-foreground" />
          <ul className="mt-4 flex gap-4" aria-label="Social media">
            {SOCIAL_LINKS.map(({ href, label, name }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={name}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Better Play
      </p>
    </footer>
  );
}
