import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from '../layout/use-about-navigation.ts';
import { AboutSection } from './about-section.tsx';
import { EntryTiles } from './entry-tiles.tsx';
import { Hero } from './hero.tsx';
import { Testimonials } from './testimonials.tsx';

export function HomePage() {
  const { hash, key } = useLocation();

  // Arriving from another page's About link (/#about-section): scroll once the section exists.
  useEffect(() => {
    if (hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash, key]);

  return (
    <>
      <Hero />
      <EntryTiles />
      <Testimonials />
      <AboutSection />
    </>
  );
}
