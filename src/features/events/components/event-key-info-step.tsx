import { LIMITS } from '@friendly/contracts/constants';
import { buildTimeOptions } from '@friendly/contracts/dates';
import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import { EVENT_IMAGE_RULES } from '@friendly/contracts/images';
import type { AgeGroup, ReferenceItem } from '@friendly/contracts/reference';
import {
  Button,
  DateInput,
  FormField,
  ImageInput,
  Input,
  type PlacesSource,
  Textarea,
  TimeSelect,
} from '@friendly/ui';
import * as React from 'react';
import { Controller } from 'react-hook-form';
import { PlaceField } from '../../../components/place-field';
import { mediaUrl } from '../../../lib/media';
import type { ContractForm } from '../../../lib/use-contract-form';
import type { EventFormValues } from '../event-form-logic';
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
};

/**
 * Step 1 of the event form, 'Key info and images' (spec 001 §2 'Event form'): title,
 * location, categories, spots, ages, date and times, description and images; Next checks
 * these fields only.
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
}: EventKeyInfoStepProps<TOutput>) {
  const lockedHint = editing ? EVENT_MESSAGES.locked : undefined;
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
