import * as ui from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, within } from 'storybook/test';

type IconComponent = (props: React.ComponentProps<'svg'>) => React.ReactNode;

/** One way an icon is drawn in the app: its size class, and a stroke or fill a caller passes. */
type Use = { size: string; strokeWidth?: string; fill?: string };

/**
 * Every icon of the set with the sizes (and strokes, fills) its callers draw it at; a new
 * icon or a new size in use is a new line here. Sizes set by a parent (`[&_svg]:size-…`:
 * buttons, the empty state, the status panels, the bell) count as the caller's.
 */
const GALLERY: ReadonlyArray<{ name: string; Icon: IconComponent; uses: readonly Use[] }> = [
  { name: 'AlertIcon', Icon: ui.AlertIcon, uses: [{ size: 'size-3.5' }, { size: 'size-4' }] },
  { name: 'BellIcon', Icon: ui.BellIcon, uses: [{ size: 'size-5' }, { size: 'size-6' }] },
  { name: 'CalendarIcon', Icon: ui.CalendarIcon, uses: [{ size: 'size-4' }] },
  {
    name: 'CheckIcon',
    Icon: ui.CheckIcon,
    uses: [
      { size: 'size-3.5', strokeWidth: '2.25' },
      { size: 'size-4', strokeWidth: '1.8' },
      { size: 'size-4', strokeWidth: '2.25' },
    ],
  },
  {
    name: 'ChevronDownIcon',
    Icon: ui.ChevronDownIcon,
    uses: [{ size: 'size-4' }, { size: 'size-4', strokeWidth: '1.6' }, { size: 'size-5' }],
  },
  { name: 'ChevronLeftIcon', Icon: ui.ChevronLeftIcon, uses: [{ size: 'size-4' }, { size: 'size-5' }] },
  { name: 'ChevronLeftLargeIcon', Icon: ui.ChevronLeftLargeIcon, uses: [{ size: 'size-4' }] },
  { name: 'ChevronLeftSmallIcon', Icon: ui.ChevronLeftSmallIcon, uses: [{ size: 'size-3.5' }] },
  { name: 'ChevronRightIcon', Icon: ui.ChevronRightIcon, uses: [{ size: 'size-5' }] },
  { name: 'ChevronRightLightIcon', Icon: ui.ChevronRightLightIcon, uses: [{ size: 'size-5' }] },
  { name: 'ChevronRightSmallIcon', Icon: ui.ChevronRightSmallIcon, uses: [{ size: 'size-3.5' }] },
  { name: 'ChevronUpIcon', Icon: ui.ChevronUpIcon, uses: [{ size: 'size-4' }] },
  { name: 'CircleCheckIcon', Icon: ui.CircleCheckIcon, uses: [{ size: 'size-5' }, { size: 'size-7' }] },
  { name: 'CircleHelpIcon', Icon: ui.CircleHelpIcon, uses: [{ size: 'size-7' }] },
  { name: 'ClockIcon', Icon: ui.ClockIcon, uses: [{ size: 'size-5' }, { size: 'size-7' }] },
  {
    name: 'CloseIcon',
    Icon: ui.CloseIcon,
    uses: [{ size: 'size-3.5', strokeWidth: '2' }, { size: 'size-4' }],
  },
  { name: 'CloseLargeIcon', Icon: ui.CloseLargeIcon, uses: [{ size: 'size-4' }] },
  { name: 'DuplicateIcon', Icon: ui.DuplicateIcon, uses: [{ size: 'size-4' }] },
  { name: 'ExternalLinkIcon', Icon: ui.ExternalLinkIcon, uses: [{ size: 'size-4' }] },
  { name: 'ImageIcon', Icon: ui.ImageIcon, uses: [{ size: 'size-6' }] },
  { name: 'MailIcon', Icon: ui.MailIcon, uses: [{ size: 'size-5' }] },
  { name: 'MapPinIcon', Icon: ui.MapPinIcon, uses: [{ size: 'size-4' }] },
  { name: 'MapPinSmallIcon', Icon: ui.MapPinSmallIcon, uses: [{ size: 'size-4' }] },
  { name: 'MessageIcon', Icon: ui.MessageIcon, uses: [{ size: 'size-6' }] },
  { name: 'MinusIcon', Icon: ui.MinusIcon, uses: [{ size: 'size-3.5', strokeWidth: '2.25' }] },
  { name: 'PaperclipIcon', Icon: ui.PaperclipIcon, uses: [{ size: 'size-5' }] },
  { name: 'PhoneIcon', Icon: ui.PhoneIcon, uses: [{ size: 'size-5' }] },
  { name: 'PlusIcon', Icon: ui.PlusIcon, uses: [{ size: 'size-6' }] },
  { name: 'SearchIcon', Icon: ui.SearchIcon, uses: [{ size: 'size-4' }] },
  { name: 'SendIcon', Icon: ui.SendIcon, uses: [{ size: 'size-5' }] },
  {
    name: 'StarIcon',
    Icon: ui.StarIcon,
    uses: [
      { size: 'size-4', fill: 'currentColor' },
      { size: 'size-4', fill: 'none' },
    ],
  },
  { name: 'TriangleAlertIcon', Icon: ui.TriangleAlertIcon, uses: [{ size: 'size-5' }, { size: 'size-7' }] },
  { name: 'UploadIcon', Icon: ui.UploadIcon, uses: [{ size: 'size-4' }] },
  { name: 'UserIcon', Icon: ui.UserIcon, uses: [{ size: 'size-10' }] },
  { name: 'WalletIcon', Icon: ui.WalletIcon, uses: [{ size: 'size-7' }] },
];

/** The pixels of a size class (Tailwind's 4 px spacing unit). */
const pixels = (size: string) => `${Number(size.replace('size-', '')) * 4} px`;

function describeUse({ size, strokeWidth, fill }: Use) {
  return [pixels(size), strokeWidth && `stroke ${strokeWidth}`, fill === 'none' && 'outline']
    .filter(Boolean)
    .join(' · ');
}

/** The props a caller passes; an absent stroke or fill is left out, so the icon's own stays. */
function drawnAs({ size, strokeWidth, fill }: Use): React.ComponentProps<'svg'> {
  return { className: size, ...(strokeWidth ? { strokeWidth } : {}), ...(fill ? { fill } : {}) };
}

function IconGallery() {
  return (
    <ul aria-label="Icons" className="grid w-[880px] grid-cols-3 gap-3">
      {GALLERY.map(({ name, Icon, uses }) => (
        <li
          key={name}
          data-icon={name}
          className="grid content-start gap-3 rounded-lg border border-ink-100 bg-white p-3"
        >
          <code className="font-mono font-semibold text-ink-900 text-sm">{name}</code>
          <ul aria-label={`${name} sizes`} className="flex flex-wrap items-end gap-4">
            {uses.map((use) => (
              <li key={describeUse(use)} className="grid justify-items-center gap-1.5 text-ink-800">
                <Icon {...drawnAs(use)} />
                <span className="text-ink-600 text-xs">{describeUse(use)}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The exports of the design system that are icons: every one must be in the gallery. */
const iconExports = Object.keys(ui)
  .filter((name) => name.endsWith('Icon'))
  .sort();

/**
 * The design system's icons (docs/decisions/120): one component per file, drawn on the grid
 * it was first drawn on (16, 20 or 24 units), coloured by `currentColor`, sized by the
 * caller's class. Each is shown at the sizes the app draws it at. Icons are decorative:
 * the control or text beside them carries the name.
 */
const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
  tags: ['autodocs'],
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon with its name, at each size (stroke, fill) it is used at. */
export const AllIcons: Story = {
  play: async ({ canvas }) => {
    await expect(GALLERY.map(({ name }) => name).sort()).toEqual(iconExports);
    for (const { name, uses } of GALLERY) {
      await expect(canvas.getByText(name, { selector: 'code' })).toBeVisible();
      const sizes = within(canvas.getByRole('list', { name: `${name} sizes` })).getAllByRole('listitem');
      await expect(sizes.map((size) => size.textContent)).toEqual(uses.map(describeUse));
    }
  },
};

/** Decorative: hidden from assistive technology and never focusable, so they add nothing to read. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const drawings = Array.from(canvasElement.querySelectorAll('svg'));
    await expect(drawings.length).toBeGreaterThanOrEqual(GALLERY.length);
    for (const drawing of drawings) {
      await expect(drawing).toHaveAttribute('aria-hidden', 'true');
      await expect(drawing).not.toHaveAttribute('tabindex');
    }
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
  // The same picture as AllIcons: one baseline is enough.
  parameters: { visual: { disable: true } },
};

/** Coloured by the text around them (`currentColor`): the brand, danger and muted tones in use. */
export const CurrentColour: Story = {
  render: () => (
    <div className="flex items-center gap-6">
      {(['text-brand-600', 'text-danger-700', 'text-ink-500', 'text-ink-900'] as const).map((tone) => (
        <span key={tone} className={`inline-flex items-center gap-2 text-sm ${tone}`}>
          <ui.CircleCheckIcon className="size-5" />
          {tone.replace('text-', '')}
        </span>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const danger = canvas.getByText('danger-700');
    const ring = danger.querySelector('svg circle');
    await expect(ring).not.toBeNull();
    await expect(getComputedStyle(ring as Element).stroke).toBe(getComputedStyle(danger).color);
  },
};
