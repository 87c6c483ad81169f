import path from 'node:path';
import { buildIndex } from 'storybook/internal/core-server';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const MACHINES = [
  'registration',
  'bookingConfirmation',
  'splitPayment',
  'cardSetup',
  'waitlistOffer',
];
const FOUNDATIONS = [
  'Colours',
  'Typography',
  'Spacing',
  'Radii',
  'Elevation',
  'Sport identity',
  'Motion',
];

type Entry = { title: string; name: string; type: string; tags?: string[] };

/** What `npm run build-storybook` lists (index.json), read without building; the page stories' routes are checked in apps/web (page-stories.test.ts). */
describe("Storybook's index", () => {
  let entries: Entry[];

  beforeAll(async () => {
    const index = await buildIndex({ configDir: path.join(root, '.storybook') } as never);
    entries = Object.values(index.entries) as Entry[];
  }, 120_000);

  it('has a Flows group with a statechart page for each machine', () => {
    for (const machine of MACHINES) {
      const group = entries.filter((entry) => entry.title === `Flows/${machine}`);
      expect(group.filter((entry) => entry.type === 'story').length, machine).toBeGreaterThan(2);
      expect(
        group.some((entry) => entry.type === 'docs' && entry.name === 'Statechart'),
        machine,
      ).toBe(true);
    }
  });

  it('has the foundations a designer starts from', () => {
    const docs = entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title);
    for (const page of FOUNDATIONS) expect(docs).toContain(`Foundations/${page}`);
  });

  it('has at least 25 stories with play functions', () => {
    const played = entries.filter(
      (entry) => entry.type === 'story' && entry.tags?.includes('play-fn'),
    );
    expect(played.length).toBeGreaterThanOrEqual(25);
  });
});
