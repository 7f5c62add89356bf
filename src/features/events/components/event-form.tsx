import { LIMITS } from '@friendly/contracts/constants';
import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import type { EventDetail } from '@friendly/contracts/event-views';
import type { AgeGroup, ReferenceItem } from '@friendly/contracts/reference';
import { ConfirmDialog, type PlacesSource, Stepper } from '@friendly/ui';
import * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiRequestError } from '../../../api/http';
import { browserTimeZone } from '../../../lib/dates';
import { useTimings } from '../../../lib/timings';
import { toast } from '../../../lib/toast';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveEvent } from '../api/save-event';
import {
  cancellationPolicyLocked,
  type EventFormField,
  type EventFormValues,
  eventFormSchema,
  fieldOf,
  goNoGoDecided,
  type KeptImage,
  PROGRESS_THRESHOLD_BYTES,
  STEP_FIELDS,
  saveFailureMessage,
  serverFieldToasts,
  stepOf,
  toFormData,
} from '../event-form-logic';
import { EventJoiningStep } from './event-joining-step';
import { EventKeyInfoStep } from './event-key-info-step';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

export type EventFormMode = 'create' | 'edit' | 'duplicate';

export type EventFormProps = {
  mode: EventFormMode;
  defaults: EventFormValues;
  /** The stored event (edit mode). */
  event?: EventDetail | undefined;
  /** The duplicate parameter as given (slug or id), sent as `copied_from`. */
  copiedFrom?: string | undefined;
  categories: readonly ReferenceItem[];
  spots: readonly ReferenceItem[];
  ages: readonly AgeGroup[];
  placesSource: PlacesSource;
  placesAttribution?: React.ReactNode;
  /** The places source suggests street addresses and venues (docs/decisions/152). */
  placesSuggestAddresses?: boolean;
  /**
   * The currency a new event is priced in: the host's payout currency from the profile
   * (docs/decisions/134); an edit uses the event's own. Usd when not given.
   */
  currency?: string | undefined;
};

/**
 * The event form (spec 001 §2 'Event form', §5): one form over two steps. Next checks step
 * 1's fields only; Back returns and clears the messages; Submit checks everything (step 2,
 * the capacity) and saves. In edit mode the date, times, event type, user type and price
 * are locked, with the reason, and the cancellation policy once a guest has paid
 * (docs/decisions/147). Unsaved changes ask before the page is left.
 */
export function EventForm({
  mode,
  defaults,
  event,
  copiedFrom,
  categories,
  spots,
  ages,
  placesSource,
  placesAttribution,
  placesSuggestAddresses = false,
  currency: hostCurrency,
}: EventFormProps) {
  const editing = mode === 'edit';
  const navigate = useNavigate();
  const timings = useTimings();
  const ids = React.useId();
  const [timeZone] = React.useState(() =>
    editing && event ? event.time_zone : (browserTimeZone() ?? 'UTC'),
  );
  const currency = (editing && event ? event.currency : hostCurrency) ?? LIMITS.defaultCurrency;
  const schema = React.useMemo(
    () =>
      eventFormSchema({
        mode: editing ? 'edit' : 'create',
        timeZone,
        currency,
        ...(editing && event ? { seatsTaken: event.capacity - event.spots } : {}),
      }),
    [editing, timeZone, event, currency],
  );
  const [originalImages] = React.useState<KeptImage[]>(() => defaults.images.kept);
  const [step, setStep] = React.useState<0 | 1>(0);
  const [progress, setProgress] = React.useState<number | null>(null);
  /** The redirect to My Events after a save; dropped if the host leaves for elsewhere first. */
  const redirectTimer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(redirectTimer.current), []);
  const headingRef = React.useRef<HTMLHeadingElement | null>(null);
  const { trigger: saveEvent } = useSaveEvent(editing && event ? event.id : null);
  const saveMode = editing ? 'edit' : 'create';

  const goTo = (next: 0 | 1) => {
    setStep(next);
    headingRef.current?.focus();
  };

  const form = useContractForm({
    schema,
    defaultValues: defaults,
    fieldOf,
    onSubmit: async () => {
      const values = form.getValues();
      const bytes = values.images.files.reduce((total, file) => total + file.size, 0);
      const body = toFormData(values, {
        timeZone,
        ...(editing ? { edit: { originalImages } } : {}),
        ...(mode === 'duplicate' && copiedFrom ? { copiedFrom } : {}),
      });
      if (bytes >= PROGRESS_THRESHOLD_BYTES) setProgress(0);
      await saveEvent({
        body,
        ...(bytes >= PROGRESS_THRESHOLD_BYTES ? { onProgress: (sent: number) => setProgress(sent) } : {}),
      });
      guard.allowLeaving();
      toast.success(editing ? EVENT_MESSAGES.updated : EVENT_MESSAGES.created);
      redirectTimer.current = window.setTimeout(
        () => navigate('/my-events'),
        timings.redirectAfterEventSaveMs,
      );
    },
    onInvalid: () => {
      const first = STEP_FIELDS.flat().find((field) => form.getFieldState(field).error);
      if (first && stepOf(first) !== step) {
        setStep(stepOf(first));
        window.setTimeout(() => form.setFocus(first), 0);
      }
      toast.error(EVENT_MESSAGES.fixValidationErrors);
    },
    onFailure: (error) => {
      setProgress(null);
      if (error instanceof ApiRequestError && error.status === 401) {
        toast.error(EVENT_MESSAGES.authFailed);
        guard.allowLeaving();
        navigate('/login');
        return;
      }
      const fieldToasts = serverFieldToasts(error);
      if (fieldToasts.length === 0) {
        toast.error(saveFailureMessage(error, saveMode));
        return;
      }
      for (const message of fieldToasts) toast.error(message);
      // A server message on a step 1 field takes the host back there (decision 069).
      const keys = Object.keys((error as ApiRequestError).fieldErrors ?? {});
      const onStep1 = keys.some((key) => stepOf(fieldOf(key) ?? key) === 0);
      if (onStep1) setStep(0);
    },
  });

  // After a failed Next the messages follow the typing, as they do after a submit.
  const [checkedStep1, setCheckedStep1] = React.useState(false);
  React.useEffect(() => {
    if (!checkedStep1) return;
    const subscription = form.watch((_, { name }) => {
      const field = name?.split('.')[0] as EventFormField | undefined;
      if (field && form.getFieldState(field).error) void form.trigger(field);
    });
    return () => subscription.unsubscribe();
  }, [checkedStep1, form]);

  const next = async () => {
    setCheckedStep1(true);
    if (await form.trigger([...STEP_FIELDS[0]], { shouldFocus: true })) {
      form.clearErrors();
      setCheckedStep1(false);
      goTo(1);
    } else toast.error(EVENT_MESSAGES.fixValidationErrors);
  };
  const back = () => {
    form.clearErrors();
    goTo(0);
  };

  const guard = useUnsavedChangesGuard(form.formState.isDirty && !form.formState.isSubmitSuccessful);

  return (
    <>
      <form
        noValidate
        aria-labelledby={`${ids}-title`}
        onSubmit={(submitEvent) => {
          if (step === 0) {
            submitEvent.preventDefault();
            void next();
            return;
          }
          void form.submit(submitEvent);
        }}
        className="grid gap-8"
      >
        <header className="grid gap-4">
          <h1
            id={`${ids}-title`}
            ref={headingRef}
            tabIndex={-1}
            className="font-bold font-display text-3xl text-ink-900 outline-none"
          >
            {editing ? EVENT_MESSAGES.editEvent : EVENT_MESSAGES.addNewEvent}
          </h1>
          <Stepper current={step + 1} steps={[EVENT_MESSAGES.step1Name, EVENT_MESSAGES.step2Name]} />
          {editing && (
            <p
              data-testid="locked-reason"
              className="rounded-lg border border-warning-100 bg-warning-50 px-3 py-2 text-ink-700 text-sm"
            >
              {EVENT_MESSAGES.lockedReason}
            </p>
          )}
        </header>

        <EventKeyInfoStep
          form={form}
          hidden={step !== 0}
          editing={editing}
          categories={categories}
          spots={spots}
          ages={ages}
          placesSource={placesSource}
          placesAttribution={placesAttribution}
          placesSuggestAddresses={placesSuggestAddresses}
        />
        <EventJoiningStep
          form={form}
          hidden={step !== 1}
          editing={editing}
          currency={currency}
          policyLocked={editing && event !== undefined && cancellationPolicyLocked(event)}
          goNoGoLocked={editing && event !== undefined && goNoGoDecided(event)}
          progress={progress}
          onBack={back}
        />
      </form>
      <ConfirmDialog
        open={guard.blocked}
        onOpenChange={(open) => {
          if (!open) guard.stay();
        }}
        title={EVENT_MESSAGES.leaveTitle}
        message={EVENT_MESSAGES.leaveMessage}
        cancelLabel={EVENT_MESSAGES.stay}
        confirmLabel={EVENT_MESSAGES.leave}
        confirmVariant="danger"
        onConfirm={guard.leave}
      />
    </>
  );
}
