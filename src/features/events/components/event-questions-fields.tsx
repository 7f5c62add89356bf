import { QUESTION_MESSAGES, QUESTIONS } from '@friendly/contracts/questions';
import { Button, Checkbox, CloseIcon, FormField, Input, Label, PlusIcon } from '@friendly/ui';
import * as React from 'react';
import { Controller } from 'react-hook-form';
import type { ContractForm } from '../../../lib/use-contract-form';
import type { EventFormValues } from '../event-form-logic';
import { CUSTOM_QUESTION_FIELDS, customQuestionsShown } from './event-questions-values';

const ASKS = [
  ['questions_dietary', QUESTION_MESSAGES.dietaryLabel, QUESTION_MESSAGES.dietaryHint],
  ['questions_allergies', QUESTION_MESSAGES.allergiesLabel, QUESTION_MESSAGES.allergiesHint],
  ['questions_accessibility', QUESTION_MESSAGES.accessibilityLabel, QUESTION_MESSAGES.accessibilityHint],
] as const;

export type EventQuestionsFieldsProps<TOutput> = {
  form: ContractForm<EventFormValues, TOutput>;
};

/**
 * The event form's 'Questions for guests' (docs/decisions/154): which of dietary needs,
 * allergies and accessibility needs guests answer when they join, and up to three questions
 * of the host's own, added one at a time. The contract's rules check them with the rest of
 * the step, with its messages; only the host ever reads the answers.
 */
export function EventQuestionsFields<TOutput>({ form }: EventQuestionsFieldsProps<TOutput>) {
  const ids = React.useId();
  const [shown, setShown] = React.useState(() => customQuestionsShown(form.getValues()));
  const addRef = React.useRef<HTMLButtonElement | null>(null);
  /** Where the focus goes once the list has changed: a question's field, or Add. */
  const focusNext = React.useRef<number | 'add' | null>(null);
  React.useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'add') addRef.current?.focus();
    else if (target !== null) {
      const field = CUSTOM_QUESTION_FIELDS[target];
      if (field) form.setFocus(field);
    }
  });

  const add = () => {
    focusNext.current = shown;
    setShown(shown + 1);
  };
  /** Takes one question out: the later ones move up, the last field is emptied. */
  const remove = (index: number) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    for (let position = index; position < CUSTOM_QUESTION_FIELDS.length; position++) {
      const field = CUSTOM_QUESTION_FIELDS[position] as (typeof CUSTOM_QUESTION_FIELDS)[number];
      const later = CUSTOM_QUESTION_FIELDS[position + 1];
      form.clearErrors(field);
      form.setValue(field, later ? form.getValues(later) : '', options);
    }
    const left = shown - 1;
    focusNext.current = index < left ? index : 'add';
    setShown(left);
  };

  return (
    <fieldset
      aria-describedby={`${ids}-private`}
      className="grid min-w-0 gap-4 rounded-xl border border-ink-200 p-4 sm:p-5"
    >
      <legend className="px-1 font-semibold text-ink-900">{QUESTION_MESSAGES.sectionTitle}</legend>
      <p id={`${ids}-private`} className="-mt-2 text-ink-600 text-sm">
        {QUESTION_MESSAGES.privateHint}
      </p>
      <ul className="grid gap-3">
        {ASKS.map(([name, label, hint]) => (
          <li key={name} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2.5 gap-y-0.5">
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <Checkbox
                  ref={field.ref}
                  id={`${ids}-${name}`}
                  aria-describedby={`${ids}-${name}-hint`}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  className="mt-0.5"
                />
              )}
            />
            <Label htmlFor={`${ids}-${name}`} className="cursor-pointer font-medium">
              {label}
            </Label>
            <p id={`${ids}-${name}-hint`} className="col-start-2 text-[0.8125rem] text-ink-500 leading-5">
              {hint}
            </p>
          </li>
        ))}
      </ul>
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-3 font-medium text-ink-800 text-sm">
          {QUESTION_MESSAGES.ownQuestionsLegend}
        </legend>
        {CUSTOM_QUESTION_FIELDS.slice(0, shown).map((name, index) => (
          <FormField
            key={name}
            label={QUESTION_MESSAGES.ownQuestionLabel(index + 1)}
            {...form.fieldState(name)}
          >
            <div className="flex items-start gap-2">
              <Input
                autoComplete="off"
                placeholder={QUESTION_MESSAGES.ownQuestionPlaceholder}
                className="min-w-0 flex-1"
                {...form.register(name)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-11 shrink-0"
                aria-label={QUESTION_MESSAGES.removeQuestion(index + 1)}
                onClick={() => remove(index)}
              >
                <CloseIcon className="size-4" />
              </Button>
            </div>
          </FormField>
        ))}
        {shown < QUESTIONS.customMax ? (
          <Button ref={addRef} type="button" variant="secondary" size="sm" className="w-fit" onClick={add}>
            <PlusIcon className="size-4" />
            {QUESTION_MESSAGES.addQuestion}
          </Button>
        ) : (
          <p data-testid="custom-questions-limit" className="text-ink-600 text-sm">
            {QUESTION_MESSAGES.tooManyCustom}
          </p>
        )}
      </fieldset>
    </fieldset>
  );
}
