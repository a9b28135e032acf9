/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute base URL of a real API host; unset means the local Prism mock (via the dev proxy). */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
