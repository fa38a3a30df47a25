/**
 * The product's Chakra system: Chakra's default theme (chakraTheme.ts) with the colours that
 * fall short of WCAG AA contrast (4.5:1 for text) moved a shade darker. Chakra's light-mode
 * status texts (red.500, green.600, orange.600 on white), its subtle text (gray.400) and the
 * white-on-600 solid buttons of green, teal and orange all measure between 2.5 and 3.8
 * against their background. The app and Storybook both use this system, so the stories' axe
 * checks see what users see.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { themeConfig } from './chakraTheme';

const config = defineConfig({
  theme: {
    // The spec's breakpoints (section 9); Chakra's own sm is 480px.
    breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    semanticTokens: {
      colors: {
        fg: {
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        // The focus ring of every control without a palette: gray.400 measures 2.6:1 on white,
        // short of the 3:1 a focus indicator needs (WCAG 1.4.11).
        // An organization's primary colour themes the focus rings, primary (blue) buttons
        // and links through custom properties src/app/brandColours.ts sets only where the colour
        // stays readable; unset, each falls back to the product's own colour.
        gray: {
          focusRing: {
            value: { _light: 'var(--cj-primary-ring-light, {colors.gray.500})', _dark: 'var(--cj-primary-ring-dark, {colors.gray.400})' },
          },
        },
        blue: {
          solid: { value: { _light: 'var(--cj-primary-solid, {colors.blue.600})', _dark: 'var(--cj-primary-solid, {colors.blue.600})' } },
          contrast: { value: { _light: 'var(--cj-primary-contrast, white)', _dark: 'var(--cj-primary-contrast, white)' } },
          fg: { value: { _light: 'var(--cj-primary-fg-light, {colors.blue.700})', _dark: 'var(--cj-primary-fg-dark, {colors.blue.300})' } },
          focusRing: {
            value: { _light: 'var(--cj-primary-ring-light, {colors.blue.500})', _dark: 'var(--cj-primary-ring-dark, {colors.blue.500})' },
          },
        },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
        teal: { solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } } },
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } } },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, themeConfig, config);
