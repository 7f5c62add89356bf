/**
 * What a host asks guests when they join, and the table-prep summary of their answers
 * (docs/decisions/154). No zod here: the host's screens read the labels and the summary on
 * their first load; the schemas are in guest-questions-schemas.ts.
 */

export const DIETARY_NEEDS = ['vegetarian', 'vegan', 'gluten_free', 'halal', 'kosher', 'other'] as const;
export type DietaryNeed = (typeof DIETARY_NEEDS)[number];
export const ACCESSIBILITY_NEEDS = ['step_free', 'seating', 'other'] as const;
export type AccessibilityNeed = (typeof ACCESSIBILITY_NEEDS)[number];

export const DIETARY_LABELS: Record<DietaryNeed, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  gluten_free: 'Gluten-free',
  halal: 'Halal',
  kosher: 'Kosher',
  other: 'Other',
};
export const ACCESSIBILITY_LABELS: Record<AccessibilityNeed, string> = {
  step_free: 'Step-free access',
  seating: 'Seating',
  other: 'Other',
};

export const QUESTIONS = {
  customMax: 3,
  customQuestionMax: 200,
  /** A free-text answer: allergies, an "other", a host's own question. */
  answerMax: 300,
  /** An answer changed this close to the start tells the host. */
  changeNoticeHours: 48,
} as const;

/** The questions an event asks (`events.guest_questions`). */
export type GuestQuestions = {
  dietary: boolean;
  allergies: boolean;
  accessibility: boolean;
  /** The host's own questions, in order, at most three. */
  custom: string[];
};
export const NO_QUESTIONS: GuestQuestions = {
  dietary: false,
  allergies: false,
  accessibility: false,
  custom: [],
};

/** A guest's answers (`event_members.answers`); only the questions the event asks. */
export type GuestAnswers = {
  dietary?: DietaryNeed[];
  dietary_other?: string;
  allergies?: string;
  accessibility?: AccessibilityNeed[];
  accessibility_other?: string;
  /** Answers to the host's own questions, by position. */
  custom?: string[];
};

export const QUESTION_MESSAGES = {
  notAsked: 'This event does not ask that question.',
  flagInvalid: 'Please answer 1 (ask) or 0 (do not ask).',
  tooLong: `An answer may be at most ${QUESTIONS.answerMax} characters.`,
  tooManyCustom: `Ask at most ${QUESTIONS.customMax} questions of your own.`,
  customTooLong: `A question may be at most ${QUESTIONS.customQuestionMax} characters.`,
  answersSaved: 'Your answers are saved.',
  noSeat: 'Only a guest with a seat can answer this event’s questions.',
  started: 'This event has started: its answers can no longer change.',
  tablePrep: 'Table prep',
  nobodyAnswered: 'No answers yet.',
  // The event form's section (the host's screens).
  sectionTitle: 'Questions for guests',
  privateHint: 'Only you see the answers.',
  dietaryLabel: 'Dietary needs',
  dietaryHint: 'Vegetarian, vegan, gluten-free, halal, kosher or other.',
  allergiesLabel: 'Allergies',
  allergiesHint: 'In their own words.',
  accessibilityLabel: 'Accessibility needs',
  accessibilityHint: 'Step-free access, seating or other.',
  ownQuestionsLegend: 'Your own questions',
  ownQuestionLabel: (position: number) => `Your question ${position}`,
  ownQuestionPlaceholder: 'e.g. Wine or no wine?',
  addQuestion: 'Add a question',
  removeQuestion: (position: number) => `Remove question ${position}`,
  // The host's Table prep card on Event details.
  tablePrepCounts: 'Counts',
  tablePrepWho: 'Who',
} as const;

export const isAsked = (questions: GuestQuestions) =>
  questions.dietary || questions.allergies || questions.accessibility || questions.custom.length > 0;

/** One line of the table-prep card: a count and what it counts. */
export type TablePrepCount = { key: string; label: string; count: number };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The counts of a table's answers, in the card's order: dietary needs, allergies,
 * accessibility needs ('2 vegetarian', '1 allergy', '1 step-free access').
 */
export function tablePrepCounts(answers: readonly GuestAnswers[]): TablePrepCount[] {
  const counts: TablePrepCount[] = [];
  for (const need of DIETARY_NEEDS) {
    const count = answers.filter((answer) => answer.dietary?.includes(need)).length;
    if (count > 0) {
      const label =
        need === 'other'
          ? plural(count, 'other diet', 'other diets')
          : `${count} ${DIETARY_LABELS[need].toLowerCase()}`;
      counts.push({ key: `dietary.${need}`, label, count });
    }
  }
  const allergies = answers.filter((answer) => answer.allergies?.trim()).length;
  if (allergies > 0)
    counts.push({ key: 'allergies', label: plural(allergies, 'allergy', 'allergies'), count: allergies });
  for (const need of ACCESSIBILITY_NEEDS) {
    const count = answers.filter((answer) => answer.accessibility?.includes(need)).length;
    if (count > 0) {
      const label =
        need === 'other'
          ? plural(count, 'other access need', 'other access needs')
          : `${count} ${ACCESSIBILITY_LABELS[need].toLowerCase()}`;
      counts.push({ key: `accessibility.${need}`, label, count });
    }
  }
  return counts;
}

/** The one-line summary: '2 vegetarian · 1 allergy · 1 step-free access', or '' when none. */
export function tablePrepSummary(answers: readonly GuestAnswers[]): string {
  return tablePrepCounts(answers)
    .map((count) => count.label)
    .join(' · ');
}

/** One guest's answers in words, for the host: 'Vegetarian, gluten-free · Allergy: tree nuts'. */
export function answersInWords(questions: GuestQuestions, answers: GuestAnswers): string[] {
  const lines: string[] = [];
  if (answers.dietary?.length) {
    const needs = answers.dietary.map((need) =>
      need === 'other' && answers.dietary_other ? answers.dietary_other : DIETARY_LABELS[need],
    );
    lines.push(`Diet: ${needs.join(', ')}`);
  }
  if (answers.allergies?.trim()) lines.push(`Allergies: ${answers.allergies.trim()}`);
  if (answers.accessibility?.length) {
    const needs = answers.accessibility.map((need) =>
      need === 'other' && answers.accessibility_other
        ? answers.accessibility_other
        : ACCESSIBILITY_LABELS[need],
    );
    lines.push(`Access: ${needs.join(', ')}`);
  }
  questions.custom.forEach((question, index) => {
    const answer = answers.custom?.[index]?.trim();
    if (answer) lines.push(`${question} ${answer}`);
  });
  return lines;
}
