import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';
import { ChatMessageToasts } from './message-toasts.tsx';

export const routes: FeatureRoutes = {
  signedIn: [
    {
      path: 'chat',
      handle: { signInPrompt: 'Sign in to see your chat' },
      lazy: lazyScreen(() => import('./chat-page.tsx'), 'ChatPage'),
    },
  ],
  // A message reaches me on whatever page I am (unless I muted its conversation).
  everywhere: [ChatMessageToasts],
};
