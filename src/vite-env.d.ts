/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute base URL of a real API host; unset means the local Prism mock (via the dev proxy). */
  readonly VITE_API_URL?: string;
  /** Time limit of every API request in milliseconds (default 20000). */
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
  /** The product's sales account id, which support flows write to (spec 000 §9). */
  readonly VITE_SALES_ACCOUNT_ID?: string;
  /** The product's sales phone number, which support requests are texted to (spec 000 §9). */
  readonly VITE_SALES_PHONE_NUMBER?: string;
  /** The two account ids recognised as the product's own domain, comma-separated (spec 000 §9). */
  readonly VITE_PRODUCT_DOMAIN_ACCOUNT_IDS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
