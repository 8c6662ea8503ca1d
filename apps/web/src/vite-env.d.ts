// Values Vite injects at build time, and the service worker's registration module (vite-plugin-pwa).
/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

declare const __APP_VERSION__: string;
