/**
 * The product's fixed contacts and links. The spec leaves their values open; a self-hosting
 * team sets its own at build time (VITE_* variables, see the README).
 */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@critical-journey.example';
export const KNOW_MORE_URL: string = import.meta.env.VITE_KNOW_MORE_URL ?? '/auth/login';
export const BOOK_DEMO_URL: string = import.meta.env.VITE_BOOK_DEMO_URL ?? `mailto:${SUPPORT_EMAIL}?subject=Demo`;
