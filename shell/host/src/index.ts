// Everything the shell shares is eager (in this first script: docs/decisions/017), so no async boundary is needed
// before the app starts.
import './bootstrap.tsx';
