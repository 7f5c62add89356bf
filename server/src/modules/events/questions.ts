import {
  answersInWords,
  type GuestAnswers,
  type GuestQuestions,
  QUESTION_MESSAGES,
  tablePrepCounts,
  tablePrepSummary,
} from '@friendly/contracts';
import { ValidationError } from '../../lib/errors';

/**
 * Guest questions (docs/decisions/154): what an event asks, a guest's answers checked against
 * it, and the host's table-prep card.
 */

/**
 * A guest's answers kept to what the event asks: an answer to a question it does not ask
 * is 422 (`errors.answers.<key>`), blanks are dropped, the host's own questions by position.
 */
export function checkedAnswers(questions: GuestQuestions, answers: GuestAnswers): GuestAnswers {
  const errors: Record<string, string[]> = {};
  const refuse = (key: string) => {
    errors[`answers.${key}`] = [QUESTION_MESSAGES.notAsked];
  };
  // A blank answer says nothing: it is dropped, whether the question is asked or not.
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const kept: GuestAnswers = {};

  const dietary = [...new Set(answers.dietary ?? [])];
  const dietaryOther = text(answers.dietary_other);
  if (dietary.length > 0 || dietaryOther) {
    if (!questions.dietary) refuse('dietary');
    else {
      if (dietary.length > 0) kept.dietary = dietary;
      if (dietaryOther && dietary.includes('other')) kept.dietary_other = dietaryOther;
    }
  }
  const allergies = text(answers.allergies);
  if (allergies) {
    if (!questions.allergies) refuse('allergies');
    else kept.allergies = allergies;
  }
  const accessibility = [...new Set(answers.accessibility ?? [])];
  const accessibilityOther = text(answers.accessibility_other);
  if (accessibility.length > 0 || accessibilityOther) {
    if (!questions.accessibility) refuse('accessibility');
    else {
      if (accessibility.length > 0) kept.accessibility = accessibility;
      if (accessibilityOther && accessibility.includes('other'))
        kept.accessibility_other = accessibilityOther;
    }
  }
  const custom = (answers.custom ?? []).map((answer) => answer.trim());
  if (custom.some(Boolean)) {
    if (custom.slice(questions.custom.length).some(Boolean)) refuse('custom');
    else kept.custom = custom.slice(0, questions.custom.length);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(QUESTION_MESSAGES.notAsked, { errors });
  return kept;
}

/** The host's table-prep card: the counts, the summary line, then who answered what. */
export function tablePrepOf(
  questions: GuestQuestions,
  members: ReadonlyArray<{ userId: number; name: string | null; answers: GuestAnswers }>,
) {
  const answers = members.map((member) => member.answers);
  return {
    summary: tablePrepSummary(answers),
    counts: tablePrepCounts(answers),
    guests: members
      .map((member) => ({
        user_id: member.userId,
        name: member.name,
        lines: answersInWords(questions, member.answers),
      }))
      .filter((guest) => guest.lines.length > 0),
  };
}
