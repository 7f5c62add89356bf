import { DEFAULT_COUNTRY } from '@friendly/contracts/constants';
import { type Country, CountryPhoneInput, type CountryPhoneInputProps, FormField } from '@friendly/ui';
import type * as React from 'react';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import type { ContractForm } from '../lib/use-contract-form';

/** A phone number with its country, as the forms hold it; the request names come from it. */
export type PhoneValue = {
  countryId: number | null;
  countryCode: string;
  isoCode: string;
  number: string;
};

export const emptyPhone: PhoneValue = { countryId: null, countryCode: '', isoCode: '', number: '' };

/** The stored number of a user as a PhoneValue. */
export function phoneValueOf(user: {
  phone?: string | null;
  country_id: number | null;
  country_code?: string | null;
  iso_code?: string | null;
}): PhoneValue {
  return {
    countryId: user.country_id,
    countryCode: user.country_code ?? '',
    isoCode: user.iso_code ?? '',
    number: user.phone ?? '',
  };
}

/** The request fields of a PhoneValue (spec 000 §7: country_code, country_id, iso_code, phone). */
export function phoneRequestOf(value: PhoneValue) {
  return {
    phone: value.number,
    country_code: value.countryCode,
    country_id: value.countryId ?? undefined,
    iso_code: value.isoCode || undefined,
  };
}

/** Request keys that the phone field shows messages for. */
export const PHONE_KEYS = ['phone', 'country_code', 'country_id', 'iso_code'] as const;

/**
 * The labelled country + phone field of every form that takes a number (Login, Register,
 * Verification's edit, the profile forms), bound to a contract form's field.
 */
export function PhoneField<TValues extends FieldValues, TOutput>({
  form,
  name,
  label,
  hint,
  countries,
  ...inputProps
}: {
  form: ContractForm<TValues, TOutput>;
  name: Path<TValues>;
  label: React.ReactNode;
  hint?: React.ReactNode;
  countries: readonly Country[];
} & Omit<
  CountryPhoneInputProps,
  'form' | 'name' | 'countries' | 'value' | 'onValueChange' | 'countryId' | 'onCountryChange'
>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const value = field.value as PhoneValue;
        return (
          <FormField label={label} hint={hint} required {...form.fieldState(name)}>
            <CountryPhoneInput
              defaultCountryCode={DEFAULT_COUNTRY.code}
              {...inputProps}
              ref={field.ref}
              onBlur={field.onBlur}
              countries={countries}
              countryId={value.countryId ?? undefined}
              onCountryChange={(country: Country) =>
                field.onChange({
                  ...(form.getValues(name) as PhoneValue),
                  countryId: Number(country.id),
                  countryCode: country.isd_code,
                  isoCode: country.code,
                })
              }
              value={value.number}
              onValueChange={(number) => field.onChange({ ...(form.getValues(name) as PhoneValue), number })}
            />
          </FormField>
        );
      }}
    />
  );
}

/** Schema and server keys of a phone request shown by the `phone` field. */
export const phoneFieldOf = (key: string) =>
  (PHONE_KEYS as readonly string[]).includes(key) ? ('phone' as const) : null;
