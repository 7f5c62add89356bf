import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import tailwindConfig from '../../tailwind.config';

/** Every value on this page is read from tailwind.config.ts, so the page cannot drift from the code. */
const { colors, borderRadius, boxShadow, fontFamily } = tailwindConfig.theme.extend;

type Scale = Record<string, string>;

function channel(value: number) {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of a colour against white. */
function contrastOnWhite(hex: string) {
  return 1.05 / (luminance(hex) + 0.05);
}

function ColourScale({ name, scale }: { name: string; scale: Scale }) {
  return (
    <section aria-labelledby={`colour-${name}`} className="grid gap-2">
      <h3 id={`colour-${name}`} className="font-bold text-base text-ink-900 capitalize">
        {name}
      </h3>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(96px,1fr))] gap-3">
        {Object.entries(scale).map(([step, hex]) => {
          const ratio = contrastOnWhite(hex);
          return (
            <li key={step} data-token={`${name}-${step}`} className="grid gap-1 text-xs">
              <span
                aria-hidden="true"
                className="h-14 rounded-lg border border-ink-900/10"
                style={{ backgroundColor: hex }}
              />
              <span className="font-semibold text-ink-900">
                {name}-{step}
              </span>
              <span className="font-mono text-ink-700">{hex}</span>
              <span className="text-ink-700">
                {ratio.toFixed(2)}:1{ratio >= 4.5 ? ' · text OK' : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const typeScale = [
  { name: 'Display (home banner)', className: 'text-5xl font-bold tracking-tight', spec: '48 px / bold' },
  { name: 'Page title (h1)', className: 'text-3xl font-bold tracking-tight', spec: '30 px / bold' },
  { name: 'Section (h2)', className: 'text-2xl font-bold tracking-tight', spec: '24 px / bold' },
  { name: 'Card title (h3)', className: 'text-xl font-bold tracking-tight', spec: '20 px / bold' },
  { name: 'Label heading (h4)', className: 'text-base font-bold', spec: '16 px / bold' },
  { name: 'Body', className: 'text-base', spec: '16 px / regular' },
  { name: 'Small (tables, hints)', className: 'text-sm', spec: '14 px / regular' },
  { name: 'Caption (badges)', className: 'text-xs font-semibold', spec: '12 px / semibold' },
];

const spacing = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16];

/**
 * The design tokens: colour scales (with each step's contrast on white — text needs
 * 4.5:1, so use ink-500 or darker and brand-600/700 for text; lighter steps are fills
 * and borders), the type scale in Plus Jakarta Sans, spacing, radii and shadows.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { frame: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => (
    <div className="grid gap-8 p-6">
      {Object.entries(colors).map(([name, scale]) => (
        <ColourScale key={name} name={name} scale={scale as Scale} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const expected = Object.values(colors).reduce((sum, scale) => sum + Object.keys(scale).length, 0);
    await expect(canvasElement.querySelectorAll('[data-token]')).toHaveLength(expected);
    const brand600 = canvasElement.querySelector('[data-token="brand-600"]') as HTMLElement;
    await expect(within(brand600).getByText('#c93f16')).toBeVisible();
  },
};

export const Typography: Story = {
  render: () => (
    <div className="grid gap-6 p-6">
      <p className="text-ink-700 text-sm">
        Font: <span className="font-semibold text-ink-900">{fontFamily.sans[0]?.replaceAll('"', '')}</span>{' '}
        (self-hosted), falling back to the system sans-serif.
      </p>
      <dl className="grid gap-4">
        {typeScale.map((entry) => (
          <div key={entry.name} className="grid gap-1 border-ink-100 border-b pb-4">
            <dt className="text-ink-700 text-xs">
              {entry.name} · {entry.spec}
            </dt>
            <dd className={`${entry.className} text-ink-900`}>Host small gatherings</dd>
          </div>
        ))}
      </dl>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Host small gatherings')).toHaveLength(typeScale.length);
  },
};

export const SpacingRadiiShadows: Story = {
  name: 'Spacing, radii and shadows',
  render: () => (
    <div className="grid gap-10 p-6">
      <section aria-labelledby="spacing" className="grid gap-3">
        <h3 id="spacing" className="font-bold text-base">
          Spacing (steps of 4 px)
        </h3>
        <ul className="grid gap-2">
          {spacing.map((step) => (
            <li key={step} className="flex items-center gap-3 text-xs">
              <span className="w-20 font-mono text-ink-700">
                {step} · {step * 4}px
              </span>
              <span aria-hidden="true" className="h-3 rounded-sm bg-brand-400" style={{ width: step * 4 }} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="radii" className="grid gap-3">
        <h3 id="radii" className="font-bold text-base">
          Radii
        </h3>
        <ul className="flex flex-wrap gap-6">
          {Object.entries(borderRadius).map(([name, value]) => (
            <li key={name} data-radius={name} className="grid justify-items-center gap-1 text-xs">
              <span
                aria-hidden="true"
                className="size-16 border-2 border-brand-600 bg-brand-50"
                style={{ borderRadius: value }}
              />
              <span className="font-semibold">rounded-{name}</span>
              <span className="font-mono text-ink-700">{value}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="shadows" className="grid gap-3">
        <h3 id="shadows" className="font-bold text-base">
          Shadows
        </h3>
        <ul className="flex flex-wrap gap-8">
          {Object.entries(boxShadow).map(([name, value]) => (
            <li key={name} data-shadow={name} className="grid justify-items-center gap-2 text-xs">
              <span
                aria-hidden="true"
                className="h-20 w-32 rounded-xl bg-white"
                style={{ boxShadow: value }}
              />
              <span className="font-semibold">shadow-{name}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-radius]')).toHaveLength(
      Object.keys(borderRadius).length,
    );
    await expect(canvasElement.querySelectorAll('[data-shadow]')).toHaveLength(Object.keys(boxShadow).length);
  },
};
