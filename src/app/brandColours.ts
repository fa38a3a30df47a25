/**
 * The CSS custom properties an organization's primary colour becomes. The system
 * (src/ui/system.ts) reads them for primary buttons (`blue.solid`/`blue.contrast`), links
 * (`blue.fg`) and focus rings (`blue.focusRing`, `gray.focusRing`), each falling back to the
 * product's own colour when unset.
 *
 * An organization may pick any colour, so each use is kept only where it stays readable (the
 * contrast the axe checks hold the product to): a button's text is black or white, whichever
 * contrasts more with the colour (always at least 4.5:1); a link takes the colour only where it
 * reaches 4.5:1 on the page, a focus ring only where it reaches 3:1 (WCAG 1.4.11), separately for
 * the light and the dark page. A colour that cannot be read (a name, hsl()) themes nothing here.
 */

type Rgb = [number, number, number];

/** The light page's darkest common surface (gray.100) and the dark page's background (Chakra's black). */
const LIGHT_SURFACE: Rgb = [0xf4, 0xf4, 0xf5];
const DARK_SURFACE: Rgb = [0x09, 0x09, 0x0b];
const TEXT_CONTRAST = 4.5;
const RING_CONTRAST = 3;

/** `#rgb`, `#rrggbb` or `rgb()`/`rgba()` with 0–255 channels; anything else is not read. */
export function parseColour(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit) : hex[1]!.match(/../g)!;
    return digits.map((pair) => parseInt(pair, 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(?:1|1\.0+|100%)\s*)?\)$/i.exec(value.trim());
  if (!rgb) return null;
  const channels = rgb.slice(1, 4).map(Number);
  return channels.every((channel) => channel <= 255) ? (channels as Rgb) : null;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The custom properties for a primary colour: name to value, or null to leave the default. */
export function primaryColourVars(primary: string | null): Record<string, string | null> {
  const rgb = primary === null ? null : parseColour(primary);
  const when = (ok: boolean) => (rgb && ok ? primary : null);
  const contrastWith = (surface: Rgb) => (rgb ? contrastRatio(rgb, surface) : 0);
  return {
    '--cj-primary-solid': when(true),
    '--cj-primary-contrast': rgb ? (contrastRatio(rgb, [0, 0, 0]) >= contrastRatio(rgb, [255, 255, 255]) ? '#000000' : '#ffffff') : null,
    '--cj-primary-fg-light': when(contrastWith(LIGHT_SURFACE) >= TEXT_CONTRAST),
    '--cj-primary-fg-dark': when(contrastWith(DARK_SURFACE) >= TEXT_CONTRAST),
    '--cj-primary-ring-light': when(contrastWith(LIGHT_SURFACE) >= RING_CONTRAST),
    '--cj-primary-ring-dark': when(contrastWith(DARK_SURFACE) >= RING_CONTRAST),
  };
}
