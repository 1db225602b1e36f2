/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; empty means the same origin as the site. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
