import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';

/**
 * Friendly Host design tokens — the one source for the app, `@friendly/ui` and Storybook.
 * Loaded by `ui/src/styles.css` through Tailwind v4's `@config`.
 *
 * Contrast: `brand-600` on white is 4.99:1 and `ink-500` on white is 5.36:1, so both
 * are safe for body-size text (WCAG AA). Lighter steps are for fills and borders only.
 */
const colors = {
  brand: {
    50: '#fff5f0',
    100: '#ffe8dc',
    200: '#ffcdb5',
    300: '#ffa984',
    400: '#fb7d4d',
    500: '#e0531f',
    600: '#c93f16',
    700: '#b43614',
    800: '#8f2d15',
    900: '#742814',
  },
  ink: {
    50: '#f7f7f9',
    100: '#efeef3',
    200: '#dddbe5',
    300: '#c3c0cf',
    400: '#8f8ba3',
    500: '#6b6880',
    600: '#5b5870',
    700: '#45425a',
    800: '#2c2a40',
    900: '#1d1b2e',
  },
  success: { 50: '#effaf3', 100: '#d6f3e0', 600: '#15803d', 700: '#166534' },
  warning: { 50: '#fff8eb', 100: '#fdecc8', 600: '#b45309', 700: '#92400e' },
  danger: { 50: '#fef2f2', 100: '#fde2e2', 600: '#b91c1c', 700: '#991b1b' },
  info: { 50: '#eff8ff', 100: '#dbeefe', 600: '#0f6bb5', 700: '#0b5690' },
};

/**
 * Tailwind v4 emits CSS variables only for tokens declared in CSS (`@theme`), not for a
 * JS config. Components also need the tokens outside class names (SVG fills, Sonner's
 * colour variables), so every colour is published as `--color-<name>-<step>` on :root.
 */
const colorVariables = plugin(({ addBase }) => {
  const variables: Record<string, string> = {};
  for (const [name, scale] of Object.entries(colors)) {
    for (const [step, value] of Object.entries(scale)) variables[`--color-${name}-${step}`] = value;
  }
  addBase({ ':root': variables });
});

export default {
  theme: {
    extend: {
      colors,
      fontFamily: {
        sans: ['"Plus Jakarta Sans Variable"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      borderRadius: {
        sm: '0.375rem',
        md: '0.5rem',
        lg: '0.75rem',
        xl: '1rem',
        '2xl': '1.5rem',
        pill: '9999px',
      },
      boxShadow: {
        card: '0 1px 2px rgb(29 27 46 / 0.06), 0 4px 16px rgb(29 27 46 / 0.06)',
        overlay: '0 12px 40px rgb(29 27 46 / 0.18)',
        focus: '0 0 0 3px rgb(201 63 22 / 0.35)',
      },
    },
  },
  plugins: [colorVariables],
} satisfies Config;
