/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute base URL of a real API host; unset means the local Prism mock (via the dev proxy). */
  readonly VITE_API_URL?: string;
  /** Time limit of every API request in milliseconds (default 20000). */
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
