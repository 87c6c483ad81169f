import { testEveryStory, type StoryModule } from '@betterplay/ui/stories-test-kit';

/** The app's feature stories, rendered like the kit's (packages/ui/src/stories.test.tsx). */
testEveryStory(
  'every feature story renders',
  import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }),
  { atLeast: 1 },
);
