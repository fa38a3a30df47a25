import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startInspector } from './app/inspect';
import { loadRuntimeConfig } from './session/runtimeConfig';

await Promise.all([startInspector(), loadRuntimeConfig()]);
// The app module creates the router and the actors, which need the runtime configuration.
const { App } = await import('./App');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
