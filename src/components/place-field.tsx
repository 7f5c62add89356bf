import { TIMINGS } from '@friendly/contracts/constants';
import { FormField, PlaceAutocomplete, type PlaceSelection, type PlacesSource } from '@friendly/ui';
import type * as React from 'react';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import type { ContractForm } from '../lib/use-contract-form';

/** A place as the forms hold it: the text shown and, once a suggestion is chosen, where it is. */
export type PlaceValue = {
  text: string;
  latitude: number | null;
  longitude: number | null;
  /** The place's city, kept by forms that ask where someone is based. */
  city?: string;
};

/**
 * The labelled place field of the event form (the event's address) and the profile
 * forms (the host's city), bound to a contract form's field: typing offers the places
 * source's suggestions; typed text without a chosen suggestion has no coordinates.
 */
export function PlaceField<TValues extends FieldValues, TOutput>({
  form,
  name,
  label,
  placeholder,
  listLabel,
  source,
  attribution,
  withCity = false,
  valueOfPlace,
}: {
  form: ContractForm<TValues, TOutput>;
  name: Path<TValues>;
  label: React.ReactNode;
  placeholder: string;
  listLabel: string;
  source: PlacesSource;
  attribution?: React.ReactNode;
  /** Keep the chosen place's city beside it (the profile's 'based in'). */
  withCity?: boolean;
  /**
   * What a chosen suggestion puts in the field, when not its formatted address: the event
   * form keeps a street address's area here and its street in a line of its own
   * (docs/decisions/152).
   */
  valueOfPlace?: (place: PlaceSelection) => PlaceValue;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField label={label} required {...form.fieldState(name)}>
          <PlaceAutocomplete
            ref={field.ref}
            name={name}
            source={source}
            attribution={attribution}
            placeholder={placeholder}
            listLabel={listLabel}
            typingDelayMs={TIMINGS.placesDebounceMs}
            hideDelayMs={TIMINGS.placesBlurHideMs}
            value={(field.value as PlaceValue).text}
            // Typed text without a chosen suggestion has no coordinates (spec 000 §4).
            onValueChange={(text) =>
              field.onChange(
                withCity
                  ? { text, city: '', latitude: null, longitude: null }
                  : { text, latitude: null, longitude: null },
              )
            }
            onPlaceChange={(place: PlaceSelection | null) => {
              if (!place) return;
              field.onChange(
                valueOfPlace
                  ? valueOfPlace(place)
                  : withCity
                    ? {
                        text: place.formattedAddress,
                        city: place.addressParts.city ?? '',
                        latitude: place.latitude,
                        longitude: place.longitude,
                      }
                    : { text: place.formattedAddress, latitude: place.latitude, longitude: place.longitude },
              );
            }}
          />
        </FormField>
      )}
    />
  );
}
