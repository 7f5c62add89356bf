import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError, type FieldErrors } from '../api/http';

/**
 * The app's one form layer (docs/decisions/065): react-hook-form with the contract's zod
 * schema. It checks on submit and then on every change (the spec's "errors appear after
 * the first submit attempt", 000 §5), focuses the first invalid field, lays the server's
 * `errors` onto the fields they name and clears each one as its field is edited. Toasts
 * stay with the caller (`onInvalid`, `onFailure`), since every screen words its own.
 */
export type ContractFormOptions<TValues extends FieldValues, TOutput> = {
  /**
   * Reads the form's values into the request: its issues are the fields' messages. Or a
   * function that loads it, for a form on a first load that should not carry zod: it is
   * called on the first check, which is the first submit (docs/FIRST-LOAD.md). Like a
   * schema, the loader must be the same function on every render.
   */
  schema: z.ZodType<TOutput, TValues> | (() => Promise<z.ZodType<TOutput, TValues>>);
  defaultValues: TValues;
  /**
   * Which field shows a message keyed by a schema or server field (e.g. `country_code`
   * → `phone`); null drops it. Fields are otherwise their own keys. Field order for focus
   * is the order of `defaultValues`' keys, which is the order they are shown.
   */
  fieldOf?: (key: string) => Path<TValues> | null;
  /** Sends the request; throw (an ApiRequestError) to fail. */
  onSubmit: (data: TOutput) => Promise<unknown> | unknown;
  /** The client's rules refused the values (the first invalid field already has focus). */
  onInvalid?: () => void;
  /** The request failed; field errors are already on their fields. */
  onFailure: (error: unknown) => void;
};

export type ContractForm<TValues extends FieldValues, TOutput> = UseFormReturn<TValues, unknown, TOutput> & {
  /** The `<form onSubmit>` handler. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** A field's messages as FormField takes them: the client's, or the server's list. */
  fieldState: (name: Path<TValues>) => { error?: string; serverErrors?: string[] };
  /** True while the request is on its way. */
  busy: boolean;
};

const SERVER = 'server';

export function useContractForm<TValues extends FieldValues, TOutput>({
  schema,
  defaultValues,
  fieldOf,
  onSubmit,
  onInvalid,
  onFailure,
}: ContractFormOptions<TValues, TOutput>): ContractForm<TValues, TOutput> {
  const fieldOfRef = React.useRef(fieldOf);
  fieldOfRef.current = fieldOf;
  const fieldNames = React.useMemo(() => Object.keys(defaultValues) as Path<TValues>[], [defaultValues]);
  const nameOf = React.useCallback(
    (key: string): Path<TValues> | null => {
      const mapped = fieldOfRef.current ? fieldOfRef.current(key) : null;
      if (mapped) return mapped;
      return (fieldNames as string[]).includes(key) ? (key as Path<TValues>) : null;
    },
    [fieldNames],
  );

  const resolver = React.useMemo<Resolver<TValues, unknown, TOutput>>(() => {
    type Base = Resolver<TValues, unknown, TOutput>;
    const resolverOf = (contract: z.ZodType<TOutput, TValues>) =>
      zodResolver(contract as never) as unknown as Base;
    let base = typeof schema === 'function' ? undefined : resolverOf(schema);
    return async (values, context, options) => {
      if (!base && typeof schema === 'function') base = resolverOf(await schema());
      const result = await (base as Base)(values, context, options);
      const entries = Object.entries(result.errors ?? {});
      if (entries.length === 0) return result;
      // One message per shown field: the first the schema gives for any of its keys.
      const errors: Record<string, FieldError> = {};
      for (const [key, error] of entries) {
        // A rule no field shows (a hidden value) still stops the submit, as a form error.
        const field = nameOf(key) ?? 'root';
        if (!errors[field]) errors[field] = error as FieldError;
      }
      return { values: {}, errors } as Awaited<ReturnType<Resolver<TValues, unknown, TOutput>>>;
    };
  }, [schema, nameOf]);

  const form = useForm<TValues, unknown, TOutput>({
    defaultValues: defaultValues as DefaultValues<TValues>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  // Server errors are focused once the form is enabled again after the request.
  const focusAfterSubmit = React.useRef<Path<TValues> | null>(null);
  const { isSubmitting } = form.formState;
  React.useEffect(() => {
    const field = focusAfterSubmit.current;
    if (isSubmitting || !field) return;
    focusAfterSubmit.current = null;
    form.setFocus(field);
  }, [isSubmitting, form]);

  const applyServerErrors = React.useCallback(
    (fieldErrors: FieldErrors) => {
      const grouped = new Map<Path<TValues>, string[]>();
      for (const [key, messages] of Object.entries(fieldErrors)) {
        const field = nameOf(key);
        if (field) grouped.set(field, [...(grouped.get(field) ?? []), ...messages]);
      }
      for (const [field, messages] of grouped) {
        form.setError(field, {
          type: SERVER,
          message: messages.join(' '),
          types: Object.fromEntries(messages.map((message, index) => [`${SERVER}${index}`, message])),
        });
      }
      focusAfterSubmit.current = fieldNames.find((field) => grouped.has(field)) ?? null;
    },
    [form, nameOf, fieldNames],
  );

  const submit = React.useMemo(() => {
    const handle = form.handleSubmit(
      async (data) => {
        try {
          await onSubmit(data);
        } catch (error) {
          if (error instanceof ApiRequestError && error.fieldErrors) applyServerErrors(error.fieldErrors);
          onFailure(error);
        }
      },
      () => onInvalid?.(),
    );
    return async (event?: React.BaseSyntheticEvent) => {
      try {
        await handle(event);
      } catch (error) {
        // The check itself failed: a loaded schema could not be fetched (the network is
        // down). It is tried again on the next send.
        onFailure(error);
      }
    };
  }, [form, onSubmit, onInvalid, onFailure, applyServerErrors]);

  const { errors } = form.formState;
  const fieldState = (name: Path<TValues>) => {
    const error = (errors as Record<string, FieldError | undefined>)[name];
    if (!error) return {};
    if (error.type === SERVER) {
      const messages = Object.values(error.types ?? {}).filter((m): m is string => typeof m === 'string');
      return { serverErrors: messages.length > 0 ? messages : [error.message ?? ''] };
    }
    return { error: error.message };
  };

  return { ...form, submit, fieldState, busy: isSubmitting };
}
