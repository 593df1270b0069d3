import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/app.tsx';
import { prefetchRemoteMap } from './remotes/registry.ts';

prefetchRemoteMap();

createRoot(document.getElementById('root')!).render(<App />);
