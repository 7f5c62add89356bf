import { LIMITS, TIMINGS } from '@friendly/contracts/constants';
import { buildTimeOptions } from '@friendly/contracts/dates';
import {
  EVENT_MESSAGES,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  type EventType,
  USER_TYPE_LABELS,
  USER_TYPES,
  type UserType,
} from '@friendly/contracts/event-messages';
import type { EventDetail } from '@friendly/contracts/event-views';
import { EVENT_IMAGE_RULES } from '@friendly/contracts/images';
import type { AgeGroup, ReferenceItem } from '@friendly/contracts/reference';
import {
  Button,
  ConfirmDialog,
  DateInput,
  FormField,
  ImageInput,
  Input,
  PlaceAutocomplete,
  type PlaceSelection,
  type PlacesSource,
  SegmentedControl,
  SegmentedControlItem,
  Stepper,
  Switch,
  Textarea,
  TimeSelect,
} from '@friendly/ui';
import * as React from 'react';
import { Controller } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router-dom';
import { ApiRequestError } from '../../../api/http';
import { browserTimeZone } from '../../../lib/dates';
import { mediaUrl } from '../../../lib/media';
import { useTimings } from '../../../lib/timings';
import { toast } from '../../../lib/toast';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveEvent } from '../api/save-event';
import {
  type EventFormField,
  type EventFormValues,
  eventFormSchema,
  fieldOf,
  type KeptImage,
  PROGRESS_THRESHOLD_BYTES,
  STEP_FIELDS,
  saveFailureMessage,
  serverFieldToasts,
  stepOf,
  toFormData,
} from '../event-form-logic';
import { TagPicker } from './tag-picker';

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
};

const TIME_OPTIONS = buildTimeOptions();

/**
 * The event form (spec 001 §2 'Event form', §5): one form over two steps. Next checks step
 * 1's fields only; Back returns and clears the messages; Submit checks everything (step 2,
 * the capacity) and saves. In edit mode the date, times, event type, user type and price
 * are locked, with the reason. Unsaved changes ask before the page is left.
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
}: EventFormProps) {
  const editing = mode === 'edit';
  const navigate = useNavigate();
  const timings = useTimings();
  const ids = React.useId();
  const [timeZone] = React.useState(() =>
    editing && event ? event.time_zone : (browserTimeZone() ?? 'UTC'),
  );
  const schema = React.useMemo(
    () =>
      eventFormSchema({
        mode: editing ? 'edit' : 'create',
        timeZone,
        ...(editing && event ? { seatsTaken: event.capacity - event.spots } : {}),
      }),
    [editing, timeZone, event],
  );
  const [originalImages] = React.useState<KeptImage[]>(() => defaults.images.kept);
  const [step, setStep] = React.useState<0 | 1>(0);
  const [progress, setProgress] = React.useState<number | null>(null);
  const leaving = React.useRef(false);
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
      leaving.current = true;
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
        leaving.current = true;
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

  // Unsaved changes survive an accidental navigation: ask first (react-router), and let
  // the browser ask before a reload or a closed tab.
  const dirty = form.formState.isDirty && !form.formState.isSubmitSuccessful;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  React.useEffect(() => {
    if (!dirty) return;
    const warn = (unload: BeforeUnloadEvent) => {
      if (leaving.current) return;
      unload.preventDefault();
      unload.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const lockedHint = editing ? EVENT_MESSAGES.locked : undefined;
  const isPaid = form.watch('is_paid');
  const enableDiscount = form.watch('enable_discount');
  const startTime = form.watch('start_time');
  const endOptions = React.useMemo(() => buildTimeOptions({ after: startTime }), [startTime]);

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

        {/* Step 1: key info and images */}
        <section hidden={step !== 0} aria-label={EVENT_MESSAGES.step1Name} className="grid gap-6">
          <FormField label="Title" required {...form.fieldState('title')}>
            <Input autoComplete="off" {...form.register('title')} />
          </FormField>
          <Controller
            control={form.control}
            name="location"
            render={({ field }) => (
              <FormField label="Location" required {...form.fieldState('location')}>
                <PlaceAutocomplete
                  ref={field.ref}
                  name="location"
                  source={placesSource}
                  attribution={placesAttribution}
                  placeholder="Start typing the address"
                  listLabel="Place suggestions"
                  typingDelayMs={TIMINGS.placesDebounceMs}
                  hideDelayMs={TIMINGS.placesBlurHideMs}
                  value={field.value.text}
                  // Typed text without a chosen suggestion has no coordinates.
                  onValueChange={(text) => field.onChange({ text, latitude: null, longitude: null })}
                  onPlaceChange={(place: PlaceSelection | null) => {
                    if (place)
                      field.onChange({
                        text: place.formattedAddress,
                        latitude: place.latitude,
                        longitude: place.longitude,
                      });
                  }}
                />
              </FormField>
            )}
          />
          {(
            [
              ['category', 'Categories', categories],
              ['spot_ids', 'Spots', spots],
              ['age_group_ids', 'Ages', ages],
            ] as const
          ).map(([name, legend, options]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <TagPicker
                  ref={field.ref}
                  legend={legend}
                  options={options.map((option) => ({
                    id: option.id,
                    name: option.name,
                    image: 'image_url' in option ? mediaUrl(option.image_url) : null,
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  {...form.fieldState(name)}
                />
              )}
            />
          ))}
          <div className="grid gap-6 sm:grid-cols-3">
            <Controller
              control={form.control}
              name="date"
              render={({ field }) => (
                <FormField label="Date" required hint={lockedHint} {...form.fieldState('date')}>
                  <DateInput
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={editing}
                    disallowPast={!editing}
                  />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="start_time"
              render={({ field }) => (
                <FormField label="Start time" required hint={lockedHint} {...form.fieldState('start_time')}>
                  <TimeSelect
                    ref={field.ref}
                    options={TIME_OPTIONS}
                    disabled={editing}
                    value={field.value}
                    onValueChange={(value) => {
                      field.onChange(value);
                      const end = form.getValues('end_time');
                      // An end at or before the new start can no longer be chosen.
                      if (end && end <= value) form.setValue('end_time', '', { shouldDirty: true });
                    }}
                  />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="end_time"
              render={({ field }) => (
                <FormField label="End time" required hint={lockedHint} {...form.fieldState('end_time')}>
                  <TimeSelect
                    ref={field.ref}
                    options={endOptions}
                    disabled={editing}
                    value={field.value}
                    onValueChange={field.onChange}
                  />
                </FormField>
              )}
            />
          </div>
          <FormField
            label="Description"
            required
            hint={`At least ${LIMITS.eventDescriptionMin} characters: what guests will do and what to bring.`}
            {...form.fieldState('description')}
          >
            <Textarea rows={6} {...form.register('description')} />
          </FormField>
          <Controller
            control={form.control}
            name="images"
            render={({ field }) => (
              <FormField label="Images" required {...form.fieldState('images')}>
                <div
                  className="contents"
                  ref={(node) => {
                    field.ref(
                      node && {
                        focus: () =>
                          node.querySelector<HTMLElement>('[data-slot="image-input-add"]')?.focus(),
                      },
                    );
                  }}
                >
                  <ImageInput
                    variant="gallery"
                    {...EVENT_IMAGE_RULES}
                    files={field.value.files}
                    existingImages={field.value.kept.map((image, index) => ({
                      id: image.id,
                      url: mediaUrl(image.url) ?? image.url,
                      alt: `Event image ${index + 1}`,
                    }))}
                    onFilesChange={(files) => field.onChange({ ...form.getValues('images'), files })}
                    onExistingImagesChange={(kept) =>
                      field.onChange({
                        ...form.getValues('images'),
                        kept: form
                          .getValues('images')
                          .kept.filter((image) => kept.some((left) => left.id === image.id)),
                      })
                    }
                    reorderLabels={{
                      earlier: EVENT_MESSAGES.moveImageEarlier,
                      later: EVENT_MESSAGES.moveImageLater,
                    }}
                  />
                </div>
              </FormField>
            )}
          />
          <div className="flex justify-end">
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              {EVENT_MESSAGES.next}
            </Button>
          </div>
        </section>

        {/* Step 2: how guests join */}
        <section hidden={step !== 1} aria-label={EVENT_MESSAGES.step2Name} className="grid gap-6">
          <Controller
            control={form.control}
            name="event_type"
            render={({ field }) => (
              <FormField label="Event type" required hint={lockedHint} {...form.fieldState('event_type')}>
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
              <FormField label="User type" required hint={lockedHint} {...form.fieldState('user_type')}>
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
                      else if (form.getValues('price') === '0')
                        form.setValue('price', '', { shouldDirty: true });
                    }}
                  >
                    <SegmentedControlItem value="free">{EVENT_MESSAGES.freeOption}</SegmentedControlItem>
                    <SegmentedControlItem value="paid">{EVENT_MESSAGES.paidOption}</SegmentedControlItem>
                  </SegmentedControl>
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="price"
              render={({ field }) => (
                <FormField
                  label="Price ($)"
                  required={isPaid}
                  hint={lockedHint}
                  {...form.fieldState('price')}
                >
                  <Input
                    ref={field.ref}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    disabled={editing || !isPaid}
                    value={field.value}
                    onChange={(change) => field.onChange(change.target.value)}
                    onBlur={field.onBlur}
                  />
                </FormField>
              )}
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
            <Controller
              control={form.control}
              name="discount_amount"
              render={({ field }) => (
                <FormField
                  label="Discount amount (%)"
                  required={enableDiscount}
                  {...form.fieldState('discount_amount')}
                >
                  <Input
                    ref={field.ref}
                    type="number"
                    inputMode="numeric"
                    min={LIMITS.discount.min}
                    max={LIMITS.discount.max}
                    step={1}
                    disabled={!enableDiscount}
                    value={field.value}
                    onChange={(change) => field.onChange(change.target.value)}
                    onBlur={field.onBlur}
                  />
                </FormField>
              )}
            />
          </div>
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
            <Controller
              control={form.control}
              name="capacity"
              render={({ field }) => (
                <FormField label="Capacity" required {...form.fieldState('capacity')}>
                  <Input
                    ref={field.ref}
                    type="number"
                    inputMode="numeric"
                    min={LIMITS.capacity.min}
                    max={LIMITS.capacity.max}
                    step={1}
                    value={field.value}
                    onChange={(change) => field.onChange(change.target.value)}
                    onBlur={field.onBlur}
                  />
                </FormField>
              )}
            />
          </div>
          {progress !== null && (
            <div className="grid gap-1.5">
              <p id={`${ids}-progress`} className="font-medium text-ink-700 text-sm">
                {EVENT_MESSAGES.uploading(Math.round(progress * 100))}
              </p>
              <div
                role="progressbar"
                aria-labelledby={`${ids}-progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                className="h-2 overflow-hidden rounded-pill bg-ink-100"
              >
                <div className="h-full bg-brand-600" style={{ width: `${Math.round(progress * 100)}%` }} />
              </div>
            </div>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button type="button" variant="secondary" size="lg" onClick={back} disabled={form.busy}>
              {EVENT_MESSAGES.back}
            </Button>
            <Button type="submit" size="lg" busy={form.busy} busyLabel={EVENT_MESSAGES.saving}>
              {editing ? EVENT_MESSAGES.updateSubmit : EVENT_MESSAGES.createSubmit}
            </Button>
          </div>
        </section>
      </form>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title={EVENT_MESSAGES.leaveTitle}
        message={EVENT_MESSAGES.leaveMessage}
        cancelLabel={EVENT_MESSAGES.stay}
        confirmLabel={EVENT_MESSAGES.leave}
        confirmVariant="danger"
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </>
  );
}
