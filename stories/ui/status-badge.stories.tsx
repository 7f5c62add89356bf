import { STATUS_RULES, type StatusKind, statusLabel, statusTone } from '@friendly/contracts';
import { StatusBadge, type StatusBadgeProps } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect } from 'storybook/test';

/**
 * A status pill in the tone the caller gives it. Screens colour statuses by the spec's
 * rules (001 §4), which live in `STATUS_RULES` in @friendly/contracts:
 * - **event**: pending yellow, approved green, cancelled and rejected red, completed blue;
 * - **payment**: succeeded, processing, requires_capture green; anything else red;
 * - **payout**: paid/completed green; pending/in_transit yellow; failed/canceled red;
 *   anything else grey; a missing value reads 'Pending'.
 *
 * Screens pass the raw API value; they never choose the colour.
 */
const meta = {
  title: 'Data/StatusBadge',
  component: StatusBadge,
  args: { tone: 'success', status: 'approved', children: 'Approved' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'warning', 'danger', 'info', 'neutral'] },
    status: { control: 'text' },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How a screen shows a status: the rule picks the tone and the text, the raw value stays in data-status. */
function RuleBadge({
  kind,
  status,
  children,
  ...props
}: Omit<StatusBadgeProps, 'tone' | 'status' | 'children'> & {
  kind: StatusKind;
  status: string | null;
  children?: React.ReactNode;
}) {
  return (
    <StatusBadge data-kind={kind} tone={statusTone(kind, status)} status={status} {...props}>
      {children ?? statusLabel(kind, status)}
    </StatusBadge>
  );
}

function badgeOf(canvasElement: HTMLElement, status: string) {
  return canvasElement.querySelector(`[data-slot="status-badge"][data-status="${status}"]`);
}

export const Default: Story = {
  render: () => <RuleBadge kind="event" status="approved" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Approved')).toBeVisible();
    const badge = badgeOf(canvasElement, 'approved');
    await expect(badge).toHaveAttribute('data-tone', 'success');
    await expect(badge).toHaveAttribute('data-kind', 'event');
  },
};

export const EventStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {['pending', 'approved', 'cancelled', 'rejected', 'completed'].map((status) => (
        <RuleBadge key={status} kind="event" status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(badgeOf(canvasElement, 'pending')).toHaveAttribute('data-tone', 'warning');
    await expect(badgeOf(canvasElement, 'approved')).toHaveAttribute('data-tone', 'success');
    await expect(badgeOf(canvasElement, 'cancelled')).toHaveAttribute('data-tone', 'danger');
    await expect(badgeOf(canvasElement, 'rejected')).toHaveAttribute('data-tone', 'danger');
    await expect(badgeOf(canvasElement, 'completed')).toHaveAttribute('data-tone', 'info');
  },
};

export const PaymentStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {['succeeded', 'processing', 'requires_capture', 'requires_payment_method', 'canceled', 'failed'].map(
        (status) => (
          <RuleBadge key={status} kind="payment" status={status} />
        ),
      )}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const status of ['succeeded', 'processing', 'requires_capture']) {
      await expect(badgeOf(canvasElement, status)).toHaveAttribute('data-tone', 'success');
    }
    for (const status of ['requires_payment_method', 'canceled', 'failed']) {
      await expect(badgeOf(canvasElement, status)).toHaveAttribute('data-tone', 'danger');
    }
    await expect(canvas.getByText('Requires capture')).toBeVisible();
  },
};

/** A transaction with no payout yet (`payout_status: null`) reads 'Pending', in grey. */
export const PayoutStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {['paid', 'completed', 'pending', 'in_transit', 'failed', 'canceled', 'on_hold'].map((status) => (
        <RuleBadge key={status} kind="payout" status={status} />
      ))}
      <RuleBadge kind="payout" status={null} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(badgeOf(canvasElement, 'paid')).toHaveAttribute('data-tone', 'success');
    await expect(badgeOf(canvasElement, 'completed')).toHaveAttribute('data-tone', 'success');
    await expect(badgeOf(canvasElement, 'pending')).toHaveAttribute('data-tone', 'warning');
    await expect(badgeOf(canvasElement, 'in_transit')).toHaveAttribute('data-tone', 'warning');
    await expect(badgeOf(canvasElement, 'failed')).toHaveAttribute('data-tone', 'danger');
    await expect(badgeOf(canvasElement, 'canceled')).toHaveAttribute('data-tone', 'danger');
    await expect(badgeOf(canvasElement, 'on_hold')).toHaveAttribute('data-tone', 'neutral');
    const missing = badgeOf(canvasElement, '');
    await expect(missing).toHaveTextContent('Pending');
    await expect(missing).toHaveAttribute('data-tone', 'neutral');
    await expect(canvas.getByText('In transit')).toBeVisible();
  },
};

/** The server's own label (a transaction's `status_label`) can replace the text; the colour still follows the rule. */
export const ServerLabel: Story = {
  render: () => (
    <RuleBadge kind="payment" status="requires_capture">
      Authorised
    </RuleBadge>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Authorised')).toBeVisible();
    await expect(badgeOf(canvasElement, 'requires_capture')).toHaveAttribute('data-tone', 'success');
  },
};

/** The rule tables themselves, as a designer's reference. */
export const RuleTables: Story = {
  render: () => (
    <div className="grid gap-6 sm:grid-cols-3">
      {(Object.keys(STATUS_RULES) as StatusKind[]).map((kind) => {
        const rule = STATUS_RULES[kind];
        return (
          <table key={kind} className="self-start text-left text-sm">
            <caption className="pb-2 text-left font-bold text-ink-900 capitalize">{kind} status</caption>
            <thead>
              <tr className="text-ink-600">
                <th scope="col" className="pr-4 pb-1 font-semibold">
                  Value
                </th>
                <th scope="col" className="pb-1 font-semibold">
                  Shows
                </th>
              </tr>
            </thead>
            <tbody>
              {Object.keys(rule.tones).map((status) => (
                <tr key={status}>
                  <td className="py-1 pr-4 font-mono text-ink-700 text-xs">{status}</td>
                  <td className="py-1">
                    <RuleBadge kind={kind} status={status} />
                  </td>
                </tr>
              ))}
              <tr>
                <td className="py-1 pr-4 text-ink-700 text-xs italic">anything else</td>
                <td className="py-1">
                  <RuleBadge kind={kind} status="other_value" />
                </td>
              </tr>
              <tr>
                <td className="py-1 pr-4 text-ink-700 text-xs italic">missing</td>
                <td className="py-1">
                  <RuleBadge kind={kind} status={null} />
                </td>
              </tr>
            </tbody>
          </table>
        );
      })}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(3);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-3">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="flex flex-wrap gap-2">
          <RuleBadge size={size} kind="event" status="pending" />
          <RuleBadge size={size} kind="event" status="approved" />
          <RuleBadge size={size} kind="event" status="cancelled" />
          <RuleBadge size={size} kind="event" status="completed" />
          <RuleBadge size={size} kind="payout" status="in_transit" />
          <RuleBadge size={size} kind="payout" status={null} />
          <RuleBadge size={size} variant="outline" kind="payment" status="succeeded" />
          <RuleBadge size={size} variant="outline" kind="payment" status="failed" />
        </div>
      ))}
    </div>
  ),
};
