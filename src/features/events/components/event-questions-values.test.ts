import { describe, expect, it } from 'vitest';
import { customQuestionsShown, questionFields, questionValues } from './event-questions-values';

describe('the event form’s questions for guests', () => {
  it('asks nothing of a new event, and says so in one field so an edit can stop asking', () => {
    const values = questionValues();
    expect(values).toEqual({
      questions_dietary: false,
      questions_allergies: false,
      questions_accessibility: false,
      custom_question_1: '',
      custom_question_2: '',
      custom_question_3: '',
    });
    expect(questionFields(values)).toEqual({ questions_dietary: '0' });
  });

  it('fills from what a stored event asks, its own questions in order', () => {
    const values = questionValues({
      dietary: true,
      allergies: false,
      accessibility: true,
      custom: ['Wine or no wine?', 'Bringing a plus one?'],
    });
    // Only what asks something: the server counts a form's fields.
    expect(questionFields(values)).toEqual({
      questions_dietary: '1',
      questions_accessibility: '1',
      custom_question_1: 'Wine or no wine?',
      custom_question_2: 'Bringing a plus one?',
    });
    expect(questionFields({ ...values, custom_question_1: '  ' })).not.toHaveProperty('custom_question_1');
    expect(customQuestionsShown(values)).toBe(2);
  });

  it('shows the fields up to the last question written', () => {
    const blank = questionValues();
    expect(customQuestionsShown(blank)).toBe(0);
    expect(customQuestionsShown({ ...blank, custom_question_3: 'Dessert?' })).toBe(3);
    expect(customQuestionsShown({ ...blank, custom_question_1: '   ' })).toBe(0);
  });
});
