// The worker thread's entry: TypeScript loads through tsx in the thread as in the server (and under Vitest).
import { register } from 'tsx/esm/api';

register();
await import('./barcode-worker.ts');
