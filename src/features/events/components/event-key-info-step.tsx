import { LIMITS } from '@friendly/contracts/constants';
import { buildTimeOptions } from '@friendly/contracts/dates';
import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import { EVENT_IMAGE_RULES } from '@friendly/contracts/images';
import type { AgeGroup, ReferenceItem } from '@friendly/contracts/reference';
import {
  ADDRESS_REVEAL_LABELS,
  ADDRESS_REVEALS,
  type AddressReveal,
  VENUE,
  VENUE_MESSAGES,
} from '@friendly/contracts/venue';
import {
  Button,
  characterCount,
  DateInput,
  FormField,
  ImageInput,
  Input,
  Label,
  type PlaceSelection,
  type PlacesSource,
  RadioGroup,
  RadioGroupItem,
  Textarea,
  TimeSelect,
} from '@friendly/ui';
import * as React from 'react';
import { Controller } from 'react-hook-form';
import { PlaceField } from '../../../components/place-field';
import { mediaUrl } from '../../../lib/media';
import type { ContractForm } from '../../../lib/use-contract-form';
import { type EventFormValues, venueOfPick } from '../event-form-logic';
import { EventQuestionsFields } from './event-questions-fields';
import { TagPicker } from './tag-picker';

const TIME_OPTIONS = buildTimeOptions();

export type EventKeyInfoStepProps<TOutput> = {
  form: ContractForm<EventFormValues, TOutput>;
  hidden: boolean;
  /** Edit mode: the date and times are locked, with the reason. */
  editing: boolean;
  categories: readonly ReferenceItem[];
  spots: readonly ReferenceItem[];
  ages: readonly AgeGroup[];
  placesSource: PlacesSource;
  placesAttribution?: React.ReactNode;
  /**
   * The source suggests street addresses and venues, not only cities: a picked one fills
   * the area and the address line (docs/decisions/152).
   */
  placesSuggestAddresses?: boolean;
};

/** Arrival notes show their count from this length on: near the limit. */
const NOTES_COUNT_FROM = VENUE.arrivalNotesMax - 100;

/**
 * Step 1 of the event form, 'Key info and images' (spec 001 §2 'Event form'): title,
 * location, the venue, the questions for guests (docs/decisions/154), categories, spots,
 * ages, date and times, description and images; Next checks these fields only.
 */
export function EventKeyInfoStep<TOutput>({
  form,
  hidden,
  editing,
  categories,
  spots,
  ages,
  placesSource,
  placesAttribution,
  placesSuggestAddresses = false,
}: EventKeyInfoStepProps<TOutput>) {
  const ids = React.useId();
  const lockedHint = editing ? EVENT_MESSAGES.locked : undefined;
  const notesLength = form.watch('arrival_notes').length;
  const notesCount =
    notesLength >= NOTES_COUNT_FROM ? characterCount(notesLength, VENUE.arrivalNotesMax) : null;
  // A picked street address or venue: its area here, its street in the address line, which
  // stays the host's to edit; a city changes the area only.
  const valueOfPlace = (place: PlaceSelection) => {
    const { area, address } = venueOfPick(place);
    if (address !== null)
      form.setValue('address', address, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    return { text: area, latitude: place.latitude, longitude: place.longitude };
  };
  const startTime = form.watch('start_time');
  const endOptions = React.useMemo(() => buildTimeOptions({ after: startTime }), [startTime]);

  return (
    <section hidden={hidden} aria-label={EVENT_MESSAGES.step1Name} className="grid gap-6">
      <FormField label="Title" required {...form.fieldState('title')}>
        <Input autoComplete="off" {...form.register('title')} />
      </FormField>
      <PlaceField
        form={form}
        name="location"
        label="Location"
        placeholder="Start typing the address"
        listLabel="Place suggestions"
        source={placesSource}
        attribution={placesAttribution}
        {...(placesSuggestAddresses ? { valueOfPlace } : {})}
      />
      <FormField
        label={VENUE_MESSAGES.addressLabel}
        hint={VENUE_MESSAGES.addressHint}
        {...form.fieldState('address')}
      >
        <Input autoComplete="off" {...form.register('address')} />
      </FormField>
      <FormField
        label={VENUE_MESSAGES.arrivalNotesLabel}
        hint={
          <>
            {VENUE_MESSAGES.arrivalNotesHint}
            {notesCount ? (
              <span
                data-testid="arrival-notes-count"
                data-over={notesCount.over || undefined}
                className="block font-medium tabular-nums data-[over]:text-danger-600"
              >
                <span aria-hidden="true">{notesCount.visible}</span>
                <span className="sr-only">{notesCount.spoken}</span>
              </span>
            ) : null}
          </>
        }
        {...form.fieldState('arrival_notes')}
      >
        <Textarea rows={3} {...form.register('arrival_notes')} />
      </FormField>
      <Controller
        control={form.control}
        name="address_reveal"
        render={({ field }) => (
          <FormField label={VENUE_MESSAGES.addressRevealLegend} {...form.fieldState('address_reveal')}>
            <RadioGroup
              ref={field.ref}
              value={field.value}
              onValueChange={(value) => field.onChange(value as AddressReveal)}
            >
              {ADDRESS_REVEALS.map((reveal) => (
                <div key={reveal} className="flex items-center gap-2.5">
                  <RadioGroupItem value={reveal} id={`${ids}-reveal-${reveal}`} />
                  <Label htmlFor={`${ids}-reveal-${reveal}`} className="font-medium">
                    {ADDRESS_REVEAL_LABELS[reveal]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </FormField>
        )}
      />
      <EventQuestionsFields form={form} />
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
                    focus: () => node.querySelector<HTMLElement>('[data-slot="image-input-add"]')?.focus(),
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
  );
}
