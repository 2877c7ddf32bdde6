import { yieldToMain } from './app/yield-to-main';

/**
 * The app's modules are evaluated in three tasks instead of one long one that a tap cannot interrupt:
 * React's renderer, then the state (MobX, the SDK and the stores), then the app and its start-up. Each
 * stage is a chunk the server names as a module preload with the first screen (the entry's dynamic
 * imports: apps/api/src/web/page-head/module-preloads.ts), so the split costs no round trip.
 */
async function startInStages(container: HTMLElement): Promise<void> {
  await import('react-dom/client');
  await yieldToMain();
  await import('./stores/create-root-store');
  await yieldToMain();
  const { bootstrap } = await import('./app/bootstrap');
  await bootstrap(container);
}

const container = document.getElementById('root');
if (container) void startInStages(container);
