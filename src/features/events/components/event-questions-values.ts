import { type GuestQuestions, NO_QUESTIONS, QUESTIONS } from '@friendly/contracts/questions';

/**
 * The event form's questions for guests (docs/decisions/154), named as the multipart body's
 * fields (spec 001 §7), so the contract's and the server's messages land on them as they are.
 * The host's own questions fill from the first: a removed one moves the later ones up.
 */
export type QuestionValues = {
  questions_dietary: boolean;
  questions_allergies: boolean;
  questions_accessibility: boolean;
  custom_question_1: string;
  custom_question_2: string;
  custom_question_3: string;
};

export const CUSTOM_QUESTION_FIELDS = [
  'custom_question_1',
  'custom_question_2',
  'custom_question_3',
] as const;
export type CustomQuestionField = (typeof CUSTOM_QUESTION_FIELDS)[number];

/** In the order they are shown, for the form's step and its focus order. */
export const QUESTION_FIELDS = [
  'questions_dietary',
  'questions_allergies',
  'questions_accessibility',
  ...CUSTOM_QUESTION_FIELDS,
] as const satisfies readonly (keyof QuestionValues)[];

/** The form's values for what an event asks: nothing, for a new event. */
export function questionValues(questions: GuestQuestions = NO_QUESTIONS): QuestionValues {
  const [first = '', second = '', third = ''] = questions.custom.slice(0, QUESTIONS.customMax);
  return {
    questions_dietary: questions.dietary,
    questions_allergies: questions.allergies,
    questions_accessibility: questions.accessibility,
    custom_question_1: first,
    custom_question_2: second,
    custom_question_3: third,
  };
}

/**
 * The body's question fields: those that ask something, so a form stays within the server's
 * field count. Any one of them sent replaces what an edit asked; with nothing asked,
 * `questions_dietary=0` alone says so, and an edit stops asking (docs/decisions/154).
 */
export function questionFields(values: QuestionValues): Partial<Record<keyof QuestionValues, string>> {
  const fields: Partial<Record<keyof QuestionValues, string>> = {};
  if (values.questions_dietary) fields.questions_dietary = '1';
  if (values.questions_allergies) fields.questions_allergies = '1';
  if (values.questions_accessibility) fields.questions_accessibility = '1';
  for (const field of CUSTOM_QUESTION_FIELDS) if (values[field].trim()) fields[field] = values[field];
  return Object.keys(fields).length > 0 ? fields : { questions_dietary: '0' };
}

/** How many of the host's own questions the form shows at first: those written, in order. */
export function customQuestionsShown(values: Pick<QuestionValues, CustomQuestionField>): number {
  let shown = 0;
  CUSTOM_QUESTION_FIELDS.forEach((field, index) => {
    if (values[field].trim()) shown = index + 1;
  });
  return shown;
}
