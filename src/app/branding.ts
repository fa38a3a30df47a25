/**
 * Per-organization branding (spec section 2): the organization's ui_config sets the page icon,
 * the document title and the theme colours — except on public test pages, which always show
 * the product's own look.
 */
import { primaryColourVars } from './brandColours';

export type UiConfig = { logo?: string; title?: string; theme?: { primary?: string; secondary?: string } };

export type Branding = { title: string; icon: string; primary: string | null; secondary: string | null };

export const DEFAULT_BRANDING: Branding = { title: 'Critical Journey', icon: '/favicon.svg', primary: null, secondary: null };

const PUBLIC_PATHS = /^\/(public\/test|test|go)\//;

export function isPublicTestPage(pathname: string): boolean {
  return PUBLIC_PATHS.test(pathname);
}

/** A colour value safe to put in a CSS custom property (no `;` or braces smuggled in). */
function cssColour(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && /^[#a-zA-Z0-9(),.%\s-]{1,64}$/.test(trimmed) ? trimmed : null;
}

export function brandingFor(uiConfig: UiConfig | null | undefined, pathname: string): Branding {
  if (!uiConfig || isPublicTestPage(pathname)) return DEFAULT_BRANDING;
  return {
    title: uiConfig.title?.trim() || DEFAULT_BRANDING.title,
    icon: uiConfig.logo?.trim() || DEFAULT_BRANDING.icon,
    primary: cssColour(uiConfig.theme?.primary),
    secondary: cssColour(uiConfig.theme?.secondary),
  };
}

/**
 * Writes the branding into the document: title, favicon link and the CSS custom properties the
 * theme reads for the organization's colours (brandColours.ts).
 */
export function applyBranding(branding: Branding, doc: Document = document): void {
  doc.title = branding.title;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.href = branding.icon;
  const root = doc.documentElement.style;
  const properties = { '--cj-primary': branding.primary, '--cj-secondary': branding.secondary, ...primaryColourVars(branding.primary) };
  for (const [name, value] of Object.entries(properties)) {
    if (value) root.setProperty(name, value);
    else root.removeProperty(name);
  }
}
