import { Checkbox, FormField, Label, OtpInput, SegmentedControl, SegmentedControlItem } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

/** Relative luminance of an `rgb()`/`rgba()` colour (WCAG 2.2). */
function luminance([r, g, b]: readonly number[]) {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

function contrast(a: readonly number[], b: readonly number[]) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function rgba(colour: string): number[] {
  return (colour.match(/[\d.]+/g) ?? []).map(Number);
}

/** The colour painted behind `element`: its own background, else its nearest painted ancestor's. */
function paintedBackground(element: Element | null): number[] {
  for (let node = element; node; node = node.parentElement) {
    const colour = rgba(getComputedStyle(node).backgroundColor);
    if ((colour[3] ?? 1) > 0) return colour.slice(0, 3);
  }
  return [255, 255, 255];
}

/**
 * The focus ring of `element`, measured as the browser draws it: a solid outline at least
 * 2 px wide whose colour reaches 3:1 against what lies on both of its sides (WCAG 2.2
 * 2.4.13 Focus Appearance; 2.4.11 holds when nothing covers it).
 */
async function expectVisibleFocus(element: HTMLElement) {
  await expect(element).toHaveFocus();
  // Measured as it settles: `transition-colors` fades the ring's colour in.
  await Promise.all(element.getAnimations().map((animation) => animation.finished));
  const style = getComputedStyle(element);
  const ring = rgba(style.outlineColor).slice(0, 3);
  const name = element.getAttribute('aria-label') || element.textContent || element.id || element.tagName;
  await expect(style.outlineStyle, `${name}: outline style`).toBe('solid');
  await expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  const offset = Number.parseFloat(style.outlineOffset);
  // Inside the ring: the element itself, or the gap of its offset (its parent's colour).
  const inside = offset > 0 ? paintedBackground(element.parentElement) : paintedBackground(element);
  const outside = paintedBackground(element.parentElement);
  await expect(contrast(ring, inside), `${name}: ring ${ring} on ${inside}`).toBeGreaterThanOrEqual(3);
  await expect(contrast(ring, outside), `${name}: ring ${ring} on ${outside}`).toBeGreaterThanOrEqual(3);
}

function Controls() {
  return (
    <div className="grid max-w-md gap-6 p-2">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-ink-800 text-sm">Categories (chips)</legend>
        <ul className="flex flex-wrap gap-2">
          {['Coffee', 'Hiking'].map((name, index) => (
            <li
              key={name}
              data-checked={index === 0 || undefined}
              className="flex items-center gap-2 rounded-pill border border-ink-200 bg-white py-1.5 pr-3 pl-2 data-[checked]:border-brand-500 data-[checked]:bg-brand-50"
            >
              <Checkbox id={`chip-${name}`} defaultChecked={index === 0} />
              <Label htmlFor={`chip-${name}`} className="font-normal text-ink-800">
                {name}
              </Label>
            </li>
          ))}
        </ul>
      </fieldset>
      <FormField label="Verification code">
        <OtpInput length={6} />
      </FormField>
      <FormField label="Joining price">
        <SegmentedControl defaultValue="free" block>
          <SegmentedControlItem value="free">Free</SegmentedControlItem>
          <SegmentedControlItem value="paid">Paid</SegmentedControlItem>
        </SegmentedControl>
      </FormField>
    </div>
  );
}

/**
 * Focus appearance (WCAG 2.2 2.4.11 and 2.4.13), measured rather than looked at: the chips'
 * boxes, the code boxes and the segmented control show a solid ring of at least 2 px that
 * reaches 3:1 against both of its sides, on a checked chip (brand-50), on the track
 * (ink-100) and on a checked segment (white). docs/decisions/133.
 */
const meta = {
  title: 'Foundations/Focus appearance',
  component: Controls,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Controls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each control reached with Tab, its ring measured where it is drawn. */
export const MeasuredRings: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.tab();
    await expectVisibleFocus(page.getByRole('checkbox', { name: 'Coffee' }));
    await userEvent.tab();
    await expectVisibleFocus(page.getByRole('checkbox', { name: 'Hiking' }));
    await userEvent.tab();
    const boxes = within(page.getByRole('group', { name: /Verification code/ })).getAllByRole('textbox');
    await expectVisibleFocus(boxes[0]!);
    await userEvent.keyboard('4');
    await expectVisibleFocus(boxes[1]!);
    // After a key press, focus moved by script shows as keyboard focus (:focus-visible).
    page.getByRole('radio', { name: 'Free' }).focus();
    await expectVisibleFocus(page.getByRole('radio', { name: 'Free' }));
    await userEvent.keyboard('{ArrowRight}');
    await expectVisibleFocus(page.getByRole('radio', { name: 'Paid' }));
  },
};
