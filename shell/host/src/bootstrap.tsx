import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/app.tsx';
import { firstScreenIn } from './app/first-screen.ts';
import { registerServiceWorker } from './features/connection/register-service-worker.ts';
import { prefetchRemoteMap } from './remotes/registry.ts';

prefetchRemoteMap();
registerServiceWorker();

void firstScreenIn().then(() => createRoot(document.getElementById('root')!).render(<App />));
