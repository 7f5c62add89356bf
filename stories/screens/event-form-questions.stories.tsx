import { QUESTION_MESSAGES, QUESTIONS } from '@friendly/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EventFormPage } from '../../src/features/events/pages/event-form-page';
import { createEventFormApi } from './fixtures/event-form';
import { askingEditableDetail, oneQuestionEditableDetail } from './fixtures/questions';
import { toastSays, withScreen } from './support/screen';

/**
 * The event form's 'Questions for guests' (docs/decisions/154): which of dietary needs,
 * allergies and accessibility needs guests answer when they join, and up to three questions
 * of the host's own, added one at a time, checked with the contract's messages.
 */
const meta = {
  title: 'Screens/Event Form/Questions',
  component: EventFormPage,
  decorators: [withScreen],
  parameters: {
    frame: 'fullscreen',
    screen: { path: '/event', url: '/event', timings: { redirectAfterEventSaveMs: 60_000 } },
  },
  beforeEach: () => {
    localStorage.setItem('auth_token', 'story-token');
  },
} satisfies Meta<typeof EventFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const EDIT_SCREEN = {
  path: '/event/:slug',
  url: '/event/sunset-picnic-at-bondi',
  timings: { redirectAfterEventSaveMs: 60_000 },
};

/** The form's section, once the form has loaded. */
const questionsOf = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 });
  return within(within(canvasElement).getByRole('group', { name: QUESTION_MESSAGES.sectionTitle }));
};
const ownQuestion = (section: ReturnType<typeof within>, position: number) =>
  section.getByRole('textbox', { name: QUESTION_MESSAGES.ownQuestionLabel(position) });

const createApi = createEventFormApi();

/** A new event asks nothing: three boxes unticked, no question of the host's own yet. */
export const NoneChosen: Story = {
  beforeEach: () => createApi.reset(),
  parameters: { msw: { handlers: createApi.handlers } },
  play: async ({ canvasElement }) => {
    const section = await questionsOf(canvasElement);
    for (const label of [
      QUESTION_MESSAGES.dietaryLabel,
      QUESTION_MESSAGES.allergiesLabel,
      QUESTION_MESSAGES.accessibilityLabel,
    ])
      await expect(section.getByRole('checkbox', { name: label })).not.toBeChecked();
    await expect(
      section.getByRole('checkbox', { name: QUESTION_MESSAGES.dietaryLabel }),
    ).toHaveAccessibleDescription(QUESTION_MESSAGES.dietaryHint);
    await expect(section.getByText(QUESTION_MESSAGES.privateHint)).toBeVisible();
    await expect(section.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(section.getByRole('button', { name: QUESTION_MESSAGES.addQuestion })).toBeEnabled();
  },
};

/**
 * Added one at a time, up to three; a removed one moves the later ones up, and the focus
 * stays where the host was.
 */
export const AddAndRemove: Story = {
  beforeEach: () => createApi.reset(),
  parameters: { msw: { handlers: createApi.handlers }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const section = await questionsOf(canvasElement);
    const add = () => userEvent.click(section.getByRole('button', { name: QUESTION_MESSAGES.addQuestion }));
    for (const [position, text] of [
      [1, 'Wine or no wine?'],
      [2, 'Bringing a plus one?'],
      [3, 'Sweet or savoury?'],
    ] as const) {
      await add();
      await expect(ownQuestion(section, position)).toHaveFocus();
      await userEvent.paste(text);
    }
    // Three is the most: Add makes way for the limit.
    await expect(
      section.queryByRole('button', { name: QUESTION_MESSAGES.addQuestion }),
    ).not.toBeInTheDocument();
    await expect(section.getByTestId('custom-questions-limit')).toHaveTextContent(
      QUESTION_MESSAGES.tooManyCustom,
    );
    await expect(QUESTIONS.customMax).toBe(3);

    await userEvent.click(section.getByRole('button', { name: QUESTION_MESSAGES.removeQuestion(2) }));
    await expect(ownQuestion(section, 1)).toHaveValue('Wine or no wine?');
    await expect(ownQuestion(section, 2)).toHaveValue('Sweet or savoury?');
    await expect(ownQuestion(section, 2)).toHaveFocus();
    await expect(
      section.queryByRole('textbox', { name: QUESTION_MESSAGES.ownQuestionLabel(3) }),
    ).not.toBeInTheDocument();
    // The last one out: the focus goes to Add.
    await userEvent.click(section.getByRole('button', { name: QUESTION_MESSAGES.removeQuestion(2) }));
    await expect(section.getByRole('button', { name: QUESTION_MESSAGES.addQuestion })).toHaveFocus();
    // Added again, it starts blank.
    await add();
    await expect(ownQuestion(section, 2)).toHaveValue('');
  },
};

const askingApi = createEventFormApi({ detail: askingEditableDetail });

/** An edit of an event asking everything, with two questions of the host's own. */
export const AllChosen: Story = {
  beforeEach: () => askingApi.reset(),
  parameters: { msw: { handlers: askingApi.handlers }, screen: EDIT_SCREEN },
  play: async ({ canvasElement }) => {
    const section = await questionsOf(canvasElement);
    for (const label of [
      QUESTION_MESSAGES.dietaryLabel,
      QUESTION_MESSAGES.allergiesLabel,
      QUESTION_MESSAGES.accessibilityLabel,
    ])
      await expect(section.getByRole('checkbox', { name: label })).toBeChecked();
    await expect(ownQuestion(section, 1)).toHaveValue('Wine or no wine?');
    await expect(ownQuestion(section, 2)).toHaveValue('Anything you would like to cook with us?');
    await expect(section.getByRole('button', { name: QUESTION_MESSAGES.addQuestion })).toBeVisible();
  },
};

/** Saving the edit sends what the event now asks, by the contract's field names. */
export const EditSaved: Story = {
  beforeEach: () => askingApi.reset(),
  parameters: { msw: { handlers: askingApi.handlers }, screen: EDIT_SCREEN, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const section = await questionsOf(canvasElement);
    await userEvent.click(section.getByRole('checkbox', { name: QUESTION_MESSAGES.allergiesLabel }));
    await userEvent.click(section.getByRole('button', { name: QUESTION_MESSAGES.removeQuestion(1) }));
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect(await page.findByText('Step 2 of 2')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Update Event' }));
    await toastSays('Event updated successfully!');
    await expect(askingApi.update).toHaveBeenCalledTimes(1);
    const sent = askingApi.update.mock.calls[0]?.[0] as Record<string, string>;
    // What is asked, by the contract's names; what is not is left out, and any one of them
    // sent replaces what the event asked.
    await expect(sent).toMatchObject({
      questions_dietary: '1',
      questions_accessibility: '1',
      custom_question_1: 'Anything you would like to cook with us?',
    });
    for (const field of ['questions_allergies', 'custom_question_2', 'custom_question_3'])
      await expect(sent).not.toHaveProperty(field);
  },
};

const oneQuestionApi = createEventFormApi({ detail: oneQuestionEditableDetail });

/** A question of the host's own past its length: the contract's message, on that field, on Next. */
export const OwnQuestionTooLong: Story = {
  beforeEach: () => oneQuestionApi.reset(),
  parameters: { msw: { handlers: oneQuestionApi.handlers }, screen: EDIT_SCREEN },
  play: async ({ canvasElement }) => {
    const section = await questionsOf(canvasElement);
    const question = ownQuestion(section, 1);
    await userEvent.clear(question);
    await userEvent.click(question);
    await userEvent.paste(`Wine or no wine? ${'Tell us what you like to drink. '.repeat(7)}`.trim());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(await section.findByText(QUESTION_MESSAGES.customTooLong)).toBeVisible();
    await expect(question).toHaveAttribute('aria-invalid', 'true');
    await expect(question).toHaveFocus();
    await expect(within(canvasElement).getByText('Step 1 of 2')).toBeInTheDocument();
    await expect(oneQuestionApi.update).not.toHaveBeenCalled();
    // The toast said it too; closed, so the picture is the whole form and not the viewport.
    await toastSays('Please fix the highlighted fields.');
    await userEvent.click(within(document.body).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
  },
};
