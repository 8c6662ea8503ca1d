// Values Vite injects at build time.
/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
