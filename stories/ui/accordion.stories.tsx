import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const faqs = [
  {
    question: 'How many guests can join an event?',
    answer: 'Between one and six. You choose the number of spots when you create the event.',
  },
  {
    question: 'When do I get paid?',
    answer:
      'Payouts go to your connected Stripe account after the event has taken place. You can follow each one on the Payment Transaction page.',
  },
  {
    question: 'Can I cancel an event?',
    answer: 'Yes. Open the event and choose Cancel. Guests who joined are told at once and refunded.',
  },
];

/**
 * Questions that open to show their answers: the FAQs on the home page. `type="single"`
 * with `collapsible` keeps one answer open at a time and lets the open one close;
 * `type="multiple"` lets several stay open. Each question is a button inside a heading
 * (`headingLevel`, default 3). Keyboard: Enter or Space toggles, arrows move between
 * questions, Home and End jump to the first and last.
 */
const meta = {
  title: 'Overlays/Accordion',
  component: Accordion,
  args: { type: 'single', collapsible: true, onValueChange: fn() },
  render: (args) => (
    <Accordion {...args} className="w-[36rem] max-w-full">
      {faqs.map((faq, index) => (
        <AccordionItem key={faq.question} value={`faq-${index}`}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All closed: each question is a heading with a button that says it is collapsed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const first = canvas.getByRole('button', { name: 'How many guests can join an event?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(faqs[0]!.answer)).toBeNull();
  },
};

/** Clicking a question opens its answer; opening another closes the first; clicking again closes. */
export const OneAtATime: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('button', { name: 'How many guests can join an event?' });
    const second = canvas.getByRole('button', { name: 'When do I get paid?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('data-state', 'open');
    const answer = canvas.getByRole('region', { name: 'How many guests can join an event?' });
    await expect(answer).toHaveTextContent(faqs[0]!.answer);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('faq-0');
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

/** Enter and Space toggle; ArrowDown/ArrowUp move between questions; Home and End jump. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const [first, second, third] = faqs.map((faq) => canvas.getByRole('button', { name: faq.question }));
    first!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(third).toHaveFocus();
  },
};

/** One answer open, as the page shows it after a click. */
export const Filled: Story = {
  args: { defaultValue: 'faq-1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'When do I get paid?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** `type="multiple"`: several answers stay open. */
export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['faq-0', 'faq-2'] } as never,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

/** No FAQs yet: render nothing rather than an empty box (the page hides the section). */
export const Empty: Story = {
  render: (args) => (
    <Accordion {...args} className="w-[36rem]">
      {[]}
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="accordion"]')?.children).toHaveLength(0);
  },
};

/** A disabled question cannot be opened. */
export const Disabled: Story = {
  render: (args) => (
    <Accordion {...args} className="w-[36rem]">
      <AccordionItem value="a" disabled>
        <AccordionTrigger>Coming soon: hosting with a co-host</AccordionTrigger>
        <AccordionContent>Soon.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b">
        <AccordionTrigger>How many guests can join an event?</AccordionTrigger>
        <AccordionContent>Between one and six.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    const disabled = canvas.getByRole('button', { name: 'Coming soon: hosting with a co-host' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled);
    await expect(disabled).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Long questions wrap beside the chevron; long answers wrap within the panel. */
export const LongText: Story = {
  args: { defaultValue: 'long' },
  render: (args) => (
    <Accordion {...args} className="w-[30rem]">
      <AccordionItem value="long">
        <AccordionTrigger>
          What happens to guests who already paid if I have to cancel my event at short notice because of the
          weather?
        </AccordionTrigger>
        <AccordionContent>
          Every guest who joined is told straight away by notification and text message, and their payment is
          refunded in full to the card they used. Refunds usually reach them within five to ten working days,
          depending on their bank. Cancelling often may affect how your events are shown.
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};

export const NarrowViewport: Story = {
  args: { defaultValue: 'faq-1' },
  render: (args) => (
    <Accordion {...args} className="w-[288px]">
      {faqs.map((faq, index) => (
        <AccordionItem key={faq.question} value={`faq-${index}`}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
};

/** Closed, open, disabled, and a level-2 heading variant. */
export const AllVariants: Story = {
  args: { defaultValue: 'open' },
  render: (args) => (
    <Accordion {...args} className="w-[36rem]">
      <AccordionItem value="closed">
        <AccordionTrigger>Closed question</AccordionTrigger>
        <AccordionContent>Hidden answer.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="open">
        <AccordionTrigger>Open question</AccordionTrigger>
        <AccordionContent>The answer, shown under its question.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="disabled" disabled>
        <AccordionTrigger>Disabled question</AccordionTrigger>
        <AccordionContent>Never shown.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="h2">
        <AccordionTrigger headingLevel={2}>Question as a level-2 heading</AccordionTrigger>
        <AccordionContent>For pages where the FAQs are a top-level section.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};
