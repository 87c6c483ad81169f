import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { turnOffZodJit } from './app/zod-config.ts';
import { nextTask } from './lib/next-task.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { applyThemeChoice } from './lib/theme-choice.ts';
import './index.css';

turnOffZodJit();
// Before the first render, so a remembered theme never flashes the other one.
applyThemeChoice();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
const queryClient = createQueryClient();
// The router's set-up (it ranks every route) gets a task of its own, as each module's code does
// (build/yield-between-modules.ts), so a phone can answer a tap in between.
await nextTask();
const router = createAppRouter(queryClient);
// A transition, so React renders the first screen in slices and a phone stays responsive.
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
// The server may have put the screen in the page already (server-render/): it stays until the
// app's own screen is ready to replace it, instead of the app's blank start.
if (container.hasChildNodes() && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
} else {
  render();
}

registerServiceWorker();
