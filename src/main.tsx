import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startInspector } from './app/inspect';
import { App } from './App';

await startInspector();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
