/**
 * The product's fixed contacts and links. The spec leaves their values open; a self-hosting
 * team sets its own at build time (VITE_* variables, see the README).
 */
// Optional chaining: outside Vite (npm run flows imports stories under tsx) there is no env.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

export const SUPPORT_EMAIL: string = env.VITE_SUPPORT_EMAIL ?? 'support@critical-journey.example';
export const KNOW_MORE_URL: string = env.VITE_KNOW_MORE_URL ?? '/auth/login';
export const BOOK_DEMO_URL: string = env.VITE_BOOK_DEMO_URL ?? `mailto:${SUPPORT_EMAIL}?subject=Demo`;
