import { testEveryStory, type StoryModule } from './test/stories-test-kit.tsx';

testEveryStory(
  'every story renders',
  import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }),
  { atLeast: 21 },
);
