// Standalone entry (the shell loads ./routes through remoteEntry.js instead). Async boundary for shared modules.
import('./bootstrap');
