/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_XSTATE_INSPECT?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_KNOW_MORE_URL?: string;
  readonly VITE_BOOK_DEMO_URL?: string;
}
