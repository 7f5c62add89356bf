import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_EXPLANATIONS,
  CANCELLATION_POLICY_LABELS,
  type CancellationPolicy,
} from '@friendly/contracts/cancellation-policies';
import { LIMITS } from '@friendly/contracts/constants';
import { parseMoneyToMinor } from '@friendly/contracts/event-form';
import {
  EVENT_MESSAGES,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  type EventType,
  USER_TYPE_LABELS,
  USER_TYPES,
  type UserType,
} from '@friendly/contracts/event-messages';
import { DECISION_HOURS, MIN_GUESTS } from '@friendly/contracts/go-no-go';
import { currencySymbol } from '@friendly/contracts/money';
import {
  Button,
  FormField,
  Label,
  ProgressBar,
  RadioGroup,
  RadioGroupItem,
  SegmentedControl,
  SegmentedControlItem,
  Switch,
} from '@friendly/ui';
import * as React from 'react';
import { Controller } from 'react-hook-form';
import type { ContractForm } from '../../../lib/use-contract-form';
import type { EventFormValues } from '../event-form-logic';
import { GuestPricesLine } from './guest-prices-line';
import { NumberField } from './number-field';

export type EventJoiningStepProps<TOutput> = {
  form: ContractForm<EventFormValues, TOutput>;
  hidden: boolean;
  /** Edit mode: the event type, user type and price are locked, with the reason. */
  editing: boolean;
  /** The event's currency: the price field's sign and the guests' prices (docs/decisions/134). */
  currency: string;
  /**
   * Edit mode, a guest has paid: the cancellation policy is locked, with the reason
   * (docs/decisions/147).
   */
  policyLocked: boolean;
  /**
   * Edit mode, the event has been confirmed or called off: the minimum and its decision
   * time are locked, with the reason (docs/decisions/148).
   */
  goNoGoLocked: boolean;
  /** The share of a large upload sent so far (0…1), or null when none is on its way. */
  progress: number | null;
  onBack: () => void;
};

/**
 * Step 2 of the event form, 'How guests join' (spec 001 §2 'Event form'): event and user
 * type, free or paid and the price, the discount, capacity, the minimum guests and when it
 * is decided (docs/decisions/148), the cancellation policy (docs/decisions/147); Back
 * returns to step 1, Submit
 * checks everything and saves, showing a large upload's progress.
 */
export function EventJoiningStep<TOutput>({
  form,
  hidden,
  editing,
  currency,
  policyLocked,
  goNoGoLocked,
  progress,
  onBack,
}: EventJoiningStepProps<TOutput>) {
  const ids = React.useId();
  const lockedHint = editing ? EVENT_MESSAGES.locked : undefined;
  // What the two types mean, in a line each; in edit mode, with why they are locked.
  const eventTypeHint = editing
    ? `${EVENT_MESSAGES.eventTypeHint} ${EVENT_MESSAGES.locked}`
    : EVENT_MESSAGES.eventTypeHint;
  const userTypeHint = editing
    ? `${EVENT_MESSAGES.userTypeHint} ${EVENT_MESSAGES.locked}`
    : EVENT_MESSAGES.userTypeHint;
  const isPaid = form.watch('is_paid');
  const enableDiscount = form.watch('enable_discount');
  const priceMinor = parseMoneyToMinor(form.watch('price'));
  const discountPercent = Number(form.watch('discount_amount'));
  // The minimum is at most the capacity, once the capacity is a whole number.
  const capacity = Number(form.watch('capacity'));
  const minGuestsMax = Number.isInteger(capacity) && capacity >= MIN_GUESTS.min ? capacity : undefined;

  return (
    <section hidden={hidden} aria-label={EVENT_MESSAGES.step2Name} className="grid gap-6">
      <Controller
        control={form.control}
        name="event_type"
        render={({ field }) => (
          <FormField label="Event type" required hint={eventTypeHint} {...form.fieldState('event_type')}>
            <SegmentedControl
              ref={field.ref}
              disabled={editing}
              value={field.value}
              onValueChange={(value) => field.onChange(value as EventType)}
              className="max-sm:flex-wrap"
            >
              {EVENT_TYPES.map((type) => (
                <SegmentedControlItem key={type} value={type}>
                  {EVENT_TYPE_LABELS[type]}
                </SegmentedControlItem>
              ))}
            </SegmentedControl>
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="user_type"
        render={({ field }) => (
          <FormField label="User type" required hint={userTypeHint} {...form.fieldState('user_type')}>
            <SegmentedControl
              ref={field.ref}
              disabled={editing}
              value={field.value}
              onValueChange={(value) => field.onChange(value as UserType)}
            >
              {USER_TYPES.map((type) => (
                // Narrower segments on a small phone: the three one-word labels fit in 320 px.
                <SegmentedControlItem key={type} value={type} className="max-sm:px-2">
                  {USER_TYPE_LABELS[type]}
                </SegmentedControlItem>
              ))}
            </SegmentedControl>
          </FormField>
        )}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="is_paid"
          render={({ field }) => (
            <FormField label="Joining price" required hint={lockedHint} {...form.fieldState('is_paid')}>
              <SegmentedControl
                ref={field.ref}
                block
                disabled={editing}
                value={field.value ? 'paid' : 'free'}
                onValueChange={(value) => {
                  const paid = value === 'paid';
                  field.onChange(paid);
                  // Choosing Free sets the price to 0 (spec 001 §2).
                  if (!paid) form.setValue('price', '0', { shouldDirty: true });
                  else if (form.getValues('price') === '0') form.setValue('price', '', { shouldDirty: true });
                }}
              >
                <SegmentedControlItem value="free">{EVENT_MESSAGES.freeOption}</SegmentedControlItem>
                <SegmentedControlItem value="paid">{EVENT_MESSAGES.paidOption}</SegmentedControlItem>
              </SegmentedControl>
            </FormField>
          )}
        />
        <NumberField
          form={form}
          name="price"
          label={`Price (${currencySymbol(currency)})`}
          required={isPaid}
          hint={lockedHint}
          inputMode="decimal"
          min={0}
          step={0.01}
          disabled={editing || !isPaid}
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="enable_discount"
          render={({ field }) => (
            <div className="flex items-center gap-3 self-end py-2">
              <Switch
                id={`${ids}-discount`}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked)}
              />
              <label htmlFor={`${ids}-discount`} className="font-medium text-ink-800 text-sm">
                Enable discount
              </label>
            </div>
          )}
        />
        <NumberField
          form={form}
          name="discount_amount"
          label="Discount amount (%)"
          required={enableDiscount}
          inputMode="numeric"
          min={LIMITS.discount.min}
          max={LIMITS.discount.max}
          step={1}
          disabled={!enableDiscount}
        />
      </div>
      {isPaid &&
      priceMinor !== null &&
      Number.isInteger(discountPercent) &&
      discountPercent < LIMITS.discount.max ? (
        // What guests will pay, said as the host sets it (docs/decisions/088).
        <GuestPricesLine
          priceMinor={priceMinor}
          discountPercent={discountPercent}
          discountOn={enableDiscount}
          currency={currency}
          className="-mt-3"
          live
        />
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="flex items-center gap-3 self-start py-2">
          <Switch id={`${ids}-limited`} checked disabled aria-describedby={`${ids}-limited-hint`} />
          <div className="grid">
            <label htmlFor={`${ids}-limited`} className="font-medium text-ink-800 text-sm">
              Limited capacity
            </label>
            <span id={`${ids}-limited-hint`} className="text-[0.8125rem] text-ink-500">
              {EVENT_MESSAGES.alwaysLimited}
            </span>
          </div>
        </div>
        <NumberField
          form={form}
          name="capacity"
          label="Capacity"
          required
          inputMode="numeric"
          min={LIMITS.capacity.min}
          max={LIMITS.capacity.max}
          step={1}
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <NumberField
          form={form}
          name="min_guests"
          label={EVENT_MESSAGES.minGuests}
          required
          hint={goNoGoLocked ? EVENT_MESSAGES.goNoGoDecided : EVENT_MESSAGES.minGuestsHint}
          inputMode="numeric"
          min={MIN_GUESTS.min}
          max={minGuestsMax}
          step={1}
          disabled={goNoGoLocked}
        />
        <NumberField
          form={form}
          name="decision_hours_before"
          label={EVENT_MESSAGES.decisionHoursBefore}
          required
          hint={goNoGoLocked ? EVENT_MESSAGES.goNoGoDecided : EVENT_MESSAGES.decisionHoursHint}
          inputMode="numeric"
          min={DECISION_HOURS.min}
          max={DECISION_HOURS.max}
          step={1}
          disabled={goNoGoLocked}
        />
      </div>
      <Controller
        control={form.control}
        name="cancellation_policy"
        render={({ field }) => (
          <FormField
            label={EVENT_MESSAGES.cancellationPolicy}
            required
            hint={
              policyLocked ? EVENT_MESSAGES.cancellationPolicyLocked : EVENT_MESSAGES.cancellationPolicyHint
            }
            {...form.fieldState('cancellation_policy')}
          >
            <RadioGroup
              ref={field.ref}
              disabled={policyLocked}
              value={field.value}
              onValueChange={(value) => field.onChange(value as CancellationPolicy)}
            >
              {CANCELLATION_POLICIES.map((policy) => (
                // Each option's name, and its one line as its description.
                <div key={policy} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2.5 gap-y-0.5">
                  <RadioGroupItem
                    value={policy}
                    id={`${ids}-policy-${policy}`}
                    aria-describedby={`${ids}-policy-${policy}-explained`}
                  />
                  <Label htmlFor={`${ids}-policy-${policy}`} className="font-medium">
                    {CANCELLATION_POLICY_LABELS[policy]}
                  </Label>
                  <p
                    id={`${ids}-policy-${policy}-explained`}
                    className="col-start-2 text-[0.8125rem] text-ink-500 leading-5"
                  >
                    {CANCELLATION_POLICY_EXPLANATIONS[policy]}
                  </p>
                </div>
              ))}
            </RadioGroup>
          </FormField>
        )}
      />
      {progress !== null && (
        <div className="grid gap-1.5">
          <p id={`${ids}-progress`} className="font-medium text-ink-700 text-sm">
            {EVENT_MESSAGES.uploading(Math.round(progress * 100))}
          </p>
          <ProgressBar aria-labelledby={`${ids}-progress`} value={progress * 100} />
        </div>
      )}
      {editing ? null : (
        // Said before the first save, not discovered after it (docs/decisions/088).
        <p id={`${ids}-locks`} className="rounded-xl bg-ink-50 px-4 py-3 text-ink-700 text-sm">
          {EVENT_MESSAGES.lockedOnceCreated}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="secondary" size="lg" onClick={onBack} disabled={form.busy}>
          {EVENT_MESSAGES.back}
        </Button>
        <Button
          type="submit"
          size="lg"
          busy={form.busy}
          busyLabel={EVENT_MESSAGES.saving}
          aria-describedby={editing ? undefined : `${ids}-locks`}
        >
          {editing ? EVENT_MESSAGES.updateSubmit : EVENT_MESSAGES.createSubmit}
        </Button>
      </div>
    </section>
  );
}
