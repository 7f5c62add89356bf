import {
  apiErrorSchema,
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_EXPLANATIONS,
  CANCELLATION_POLICY_LABELS,
  type CancellationPolicy,
  EVENT_MESSAGES,
  TIMINGS,
} from '@friendly/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { EventFormPage } from '../../src/features/events/pages/event-form-page';
import {
  confirmedDetail,
  createEventFormApi,
  editableDetail,
  goNoGoDetail,
  unjoinedPaidDetail,
} from './fixtures/event-form';
import { longDetail } from './fixtures/events';
import { answerOf } from './support/contract';
import { toastSays, withScreen } from './support/screen';

/**
 * The event form (spec 001 §2 'Event form', §5, §7, §8): two steps on one form, Next
 * checks step 1 only, Back clears the messages, Submit checks step 2 and the capacity and
 * saves; edit locks, duplicate, load and save messages, unsaved changes.
 */
const meta = {
  title: 'Screens/Event Form',
  component: EventFormPage,
  decorators: [withScreen],
  parameters: {
    frame: 'fullscreen',
    screen: { path: '/event', url: '/event', timings: { redirectAfterEventSaveMs: 200 } },
  },
  beforeEach: () => {
    localStorage.setItem('auth_token', 'story-token');
  },
} satisfies Meta<typeof EventFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A calendar date `days` from today in the browser's zone (the rules read the real clock). */
function dateIn(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function storyFile(path: string, name: string, type: string) {
  const blob = await (await fetch(path)).blob();
  return new File([blob], name, { type });
}

const formReady = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 });

/** Step 2's go/no-go fields (docs/decisions/148). */
const minGuestsOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('spinbutton', { name: new RegExp(`^${EVENT_MESSAGES.minGuests}`) });
const decisionHoursOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('spinbutton', {
    name: new RegExp(`^${EVENT_MESSAGES.decisionHoursBefore.replace(/[()]/g, '\\$&')}`),
  });

async function chooseTime(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Fills step 1 the way a host does (date `days` ahead), then presses Next. */
async function fillStep1(canvasElement: HTMLElement, days = 40) {
  const page = within(canvasElement);
  // Pasted, not typed key by key: the typing is the other stories' subject, and a busy
  // machine would otherwise run these long stories out of time.
  await userEvent.click(page.getByLabelText(/^Title/));
  await userEvent.paste('Sunday Long Lunch');
  await userEvent.type(page.getByRole('combobox', { name: /^Location/ }), 'Syd');
  await userEvent.click(
    await screen.findByRole('option', { name: /Sydney.*New South Wales/ }, { timeout: 5000 }),
  );
  await userEvent.click(page.getByRole('checkbox', { name: 'Coffee' }));
  await userEvent.click(page.getByRole('checkbox', { name: 'Park' }));
  await userEvent.click(page.getByRole('checkbox', { name: '25-34' }));
  await userEvent.type(page.getByLabelText(/^Date/), dateIn(days));
  await chooseTime(canvasElement, 'Start time', '12:00 PM');
  await chooseTime(canvasElement, 'End time', '3:00 PM');
  await userEvent.click(page.getByLabelText(/^Description/));
  await userEvent.paste('A long lunch in the park, bring a dish.');
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  await userEvent.upload(input, [
    await storyFile('/images/stories/gathering-picnic.png', 'picnic.png', 'image/png'),
    await storyFile('/images/stories/gathering-table.jpg', 'table.jpg', 'image/jpeg'),
  ]);
}

const createApi = createEventFormApi();

/** Step 1 of a new event, empty. */
export const CreateStep1Empty: Story = {
  beforeEach: () => createApi.reset(),
  parameters: { msw: { handlers: createApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await formReady(canvasElement)).toHaveTextContent('Add New Event');
    await expect(page.getByText('Step 1 of 2')).toBeInTheDocument();
    await expect(page.getByRole('progressbar', { name: 'Step 1 of 2' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    for (const name of ['Title', 'Date', 'Description'])
      await expect(page.getByLabelText(new RegExp(`^${name}`))).toHaveValue('');
    await expect(page.getByRole('group', { name: /Categories/ })).toBeInTheDocument();
    await expect(page.getByRole('group', { name: /Spots/ })).toBeInTheDocument();
    await expect(page.getByRole('group', { name: /Ages/ })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    // Time options every 30 minutes in 12-hour form.
    await userEvent.click(page.getByRole('combobox', { name: 'Start time' }));
    await expect(await screen.findAllByRole('option')).toHaveLength(48);
    await expect(screen.getByRole('option', { name: '12:00 AM' })).toBeInTheDocument();
    await expect(screen.getByRole('option', { name: '11:30 PM' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: '6:00 PM' }));
    // End options at or before the start are disabled.
    await userEvent.click(page.getByRole('combobox', { name: 'End time' }));
    await expect(await screen.findByRole('option', { name: '6:00 PM' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(screen.getByRole('option', { name: '6:30 PM' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Next with nothing filled: every step 1 message of §5, and step 2 is not reached. */
export const CreateStep1Errors: Story = {
  beforeEach: () => createApi.reset(),
  parameters: { msw: { handlers: createApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    for (const message of [
      'Event title is required (minimum 3 characters)',
      'Location is required',
      'At least one category is required',
      'At least one spot is required',
      'At least one age group is required',
      'Date is required',
      'Start time is required',
      'End time is required',
      'Description is required (minimum 10 characters)',
      'At least one image is required',
    ])
      await expect(await page.findByText(message)).toBeVisible();
    await expect(page.getByText('Step 1 of 2')).toBeInTheDocument();
    await expect(page.getByLabelText(/^Title/)).toHaveFocus();
    await expect(page.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    await toastSays('Please fix the highlighted fields.');
    // The messages follow the typing after a failed Next.
    await userEvent.type(page.getByLabelText(/^Title/), 'Picnic');
    await waitFor(() =>
      expect(page.queryByText('Event title is required (minimum 3 characters)')).not.toBeInTheDocument(),
    );
  },
};

/** After a failed Next, a valid place pick takes the Location's error and red outline away. */
export const LocationErrorClearsOnPick: Story = {
  beforeEach: () => createApi.reset(),
  parameters: { msw: { handlers: createApi.handlers }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect(await page.findByText('Location is required')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Location/ })).toHaveAttribute('aria-invalid', 'true');
    // aria-invalid is what draws the red outline.
    const location = page.getByRole('combobox', { name: /^Location/ });
    await userEvent.type(location, 'Syd');
    await userEvent.click(
      await within(document.body).findByRole(
        'option',
        { name: /Sydney.*New South Wales/ },
        { timeout: 5000 },
      ),
    );
    await waitFor(() => expect(location).not.toHaveAttribute('aria-invalid', 'true'));
    await expect(page.queryByText('Location is required')).not.toBeInTheDocument();
  },
};

/**
 * Each chip group is one Tab stop (docs/decisions/088): Tab enters at the box last visited,
 * the arrow keys, Home and End move inside (wrapping), Space ticks, Tab leaves for the next
 * group.
 */
export const ChipGroupsKeyboard: Story = {
  beforeEach: () => createApi.reset(),
  parameters: { msw: { handlers: createApi.handlers }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    const boxes = (group: RegExp) =>
      within(page.getByRole('group', { name: group })).getAllByRole('checkbox');
    const categories = boxes(/^Categories/);
    await expect(categories.filter((box) => box.tabIndex === 0)).toHaveLength(1);
    categories[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(categories[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(categories[1]).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(categories.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(categories[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(categories.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}');
    await expect(categories[1]).toHaveFocus();
    // Tab leaves the group for the next one's entry; Shift+Tab comes back where it was.
    await userEvent.tab();
    await expect(boxes(/^Spots/)[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(categories[1]).toHaveFocus();
    await expect(page.getByRole('group', { name: /^Categories/ })).toHaveAccessibleDescription(
      /Arrow keys move between the choices/,
    );
  },
};

/** Step 2 after a valid step 1: the defaults (Standard, Individual, Free, discount on at 25). */
export const CreateStep2: Story = {
  beforeEach: () => createApi.reset(),
  parameters: { msw: { handlers: createApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await fillStep1(canvasElement);
    // Reorder the new images: the second becomes the cover.
    await userEvent.click(page.getByRole('button', { name: 'Move image 2 earlier' }));
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect(await page.findByText('Step 2 of 2')).toBeInTheDocument();
    await expect(page.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Friendly Plus' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'Premium' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'Individual' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Free' })).toBeChecked();
    await expect(page.getByLabelText(/^Price/)).toHaveValue(0);
    await expect(page.getByLabelText(/^Price/)).toHaveAttribute('step', '0.01');
    await expect(page.getByRole('switch', { name: 'Enable discount' })).toBeChecked();
    await expect(page.getByLabelText(/^Discount amount/)).toHaveValue(25);
    await expect(page.getByRole('switch', { name: 'Limited capacity' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Limited capacity' })).toBeDisabled();
    // A new event's cancellation policy is the flexible one (docs/decisions/147).
    await expect(page.getByRole('radio', { name: CANCELLATION_POLICY_LABELS.flexible })).toBeChecked();
    // One guest, decided 48 hours ahead, unless the host says otherwise (docs/decisions/148).
    await expect(minGuestsOf(canvasElement)).toHaveValue(1);
    await expect(decisionHoursOf(canvasElement)).toHaveValue(48);
    // Each type says what it means, and Create says what locks once it is pressed.
    await expect(page.getByRole('radiogroup', { name: /^Event type/ })).toHaveAccessibleDescription(
      /how the event is labelled for guests/i,
    );
    await expect(page.getByRole('radiogroup', { name: /^User type/ })).toHaveAccessibleDescription(
      /who the event is for/i,
    );
    await expect(page.getByRole('button', { name: 'Create Event' })).toHaveAccessibleDescription(
      'Once the event is created, its date, times, event type, user type, paid or free choice and price are locked.',
    );

    // Paid, then Free again: the price goes back to 0.
    await userEvent.click(page.getByRole('radio', { name: 'Paid' }));
    await userEvent.type(page.getByLabelText(/^Price/), '45.5');
    // What guests will pay, with the early-bird discount (25 % rounded half up to the cent).
    await expect(
      page.getByText('Guests pay $34.12 if they join at least 7 days before the start, then $45.50.'),
    ).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: 'Free' }));
    await expect(page.queryByText(/^Guests pay/)).not.toBeInTheDocument();
    await expect(page.getByLabelText(/^Price/)).toHaveValue(0);
    await userEvent.type(page.getByLabelText(/^Capacity/), '4');

    // Back returns to step 1 with its values, and Next again.
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    await expect(await page.findByText('Step 1 of 2')).toBeInTheDocument();
    await expect(page.getByLabelText(/^Title/)).toHaveValue('Sunday Long Lunch');
    await userEvent.click(page.getByRole('button', { name: 'Next' }));

    await userEvent.click(await page.findByRole('button', { name: 'Create Event' }));
    await toastSays('Event created successfully!');
    await waitFor(() => expect(createApi.create).toHaveBeenCalledTimes(1));
    const sent = createApi.create.mock.calls[0]?.[0] as Record<string, unknown>;
    await expect(sent).toMatchObject({
      title: 'Sunday Long Lunch',
      category: '2',
      spot_ids: '32',
      age_group_ids: '1',
      start_time: '12:00:00',
      end_time: '15:00:00',
      event_type: 'all',
      user_type: 'individual',
      is_paid: '0',
      price: '0',
      enable_discount: '1',
      discount_amount: '25',
      is_capacity_limited: '1',
      capacity: '4',
      cancellation_policy: 'flexible',
      min_guests: '1',
      decision_hours_before: '48',
      'images[]': ['table.jpg', 'picnic.png'],
    });
    await expect(sent.latitude).not.toBe('');
    // My Events after the (shortened) pause.
    await expect(await within(document.body).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/my-events',
    );
  },
};

/** Submit on step 2: the Standard 20-day rule and the capacity checks (spec 001 §5). */
export const CreateStep2Errors: Story = {
  beforeEach: () => createApi.reset(),
  parameters: { msw: { handlers: createApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await fillStep1(canvasElement, 5);
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await userEvent.click(await page.findByRole('button', { name: 'Create Event' }));
    await expect(
      await page.findByText(
        'Open-to-All events must be at least 20 days after creation. Please select a later date.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Capacity is required and must be a number')).toBeVisible();
    await expect(page.getByText('Step 2 of 2')).toBeInTheDocument();
    await userEvent.click(page.getByRole('radio', { name: 'Friendly Plus' }));
    await userEvent.type(page.getByLabelText(/^Capacity/), '7');
    await expect(await page.findByText('Capacity cannot exceed 6')).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: 'Paid' }));
    await userEvent.clear(page.getByLabelText(/^Price/));
    await userEvent.click(page.getByRole('button', { name: 'Create Event' }));
    await expect(
      await page.findByText('Price is required for paid events and must be 0 or greater'),
    ).toBeVisible();
    await expect(createApi.create).not.toHaveBeenCalled();
  },
};

const editApi = createEventFormApi();

/** Edit: the stored values, the locked fields with their reason, kept images. */
export const EditWithLocks: Story = {
  beforeEach: () => editApi.reset(),
  parameters: {
    msw: { handlers: editApi.handlers },
    screen: {
      path: '/event/:slug',
      url: '/event/sunset-picnic-at-bondi',
      timings: { redirectAfterEventSaveMs: 200 },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await formReady(canvasElement)).toHaveTextContent('Edit Event');
    await expect(page.getByTestId('locked-reason')).toHaveTextContent(
      'Date, time, event type, user type and price cannot be changed once the event has been created.',
    );
    await expect(page.getByLabelText(/^Title/)).toHaveValue('Sunset Picnic at Bondi');
    await expect(page.getByLabelText(/^Date/)).toBeDisabled();
    await expect(page.getByLabelText(/^Date/)).toHaveValue('2026-12-19');
    await expect(page.getByRole('combobox', { name: 'Start time' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Start time' })).toHaveTextContent('6:30 PM');
    await expect(page.getByRole('combobox', { name: 'End time' })).toBeDisabled();
    await expect(
      page.getAllByText('This cannot be changed once the event has been created.'),
    ).not.toHaveLength(0);
    await expect(page.getByRole('checkbox', { name: 'Coffee' })).toBeChecked();
    await expect(page.getByRole('img', { name: 'Event image 1' })).toBeInTheDocument();
    await expect(page.getByRole('img', { name: 'Event image 2' })).toBeInTheDocument();

    // Remove a kept image and change the title; the removed one goes as removed_images.
    await userEvent.click(page.getByRole('button', { name: 'Remove image 2' }));
    await userEvent.clear(page.getByLabelText(/^Title/));
    await userEvent.type(page.getByLabelText(/^Title/), 'Sunset Picnic at Bondi, again');
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect(await page.findByText('Step 2 of 2')).toBeInTheDocument();
    await expect(page.getByRole('radio', { name: 'Friendly Plus' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Friendly Plus' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Couple' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Paid' })).toBeChecked();
    await expect(page.getByLabelText(/^Price/)).toBeDisabled();
    await expect(page.getByLabelText(/^Price/)).toHaveValue(45);
    await expect(page.getByLabelText(/^Capacity/)).toHaveValue(6);
  },
};

/** Saving an edit: `_method`, the kept values, removed_images; then My Events. */
export const EditSaved: Story = {
  ...EditWithLocks,
  play: async (context) => {
    await EditWithLocks.play?.(context);
    const page = within(context.canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Update Event' }));
    await toastSays('Event updated successfully!');
    const sent = editApi.update.mock.calls[0]?.[0] as Record<string, unknown>;
    await expect(sent).toMatchObject({
      _method: 'POST',
      title: 'Sunset Picnic at Bondi, again',
      date: '2026-12-19',
      start_time: '18:30:00',
      end_time: '21:00:00',
      time_zone: 'Australia/Sydney',
      event_type: 'plus-priority',
      user_type: 'couple',
      is_paid: '1',
      price: '45.00',
      // Locked, and sent as it was.
      cancellation_policy: 'moderate',
      min_guests: '1',
      decision_hours_before: '48',
      removed_images: JSON.stringify(['/images/stories/gathering-table.jpg']),
    });
    await expect(await within(document.body).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/my-events',
    );
  },
};

const duplicateApi = createEventFormApi();

/** Duplicate by slug: fields copied, date and times cleared, images fetched again as new files. */
export const Duplicate: Story = {
  beforeEach: () => duplicateApi.reset(),
  parameters: {
    msw: { handlers: duplicateApi.handlers },
    screen: { path: '/event', url: '/event?duplicate=sunset-picnic-at-bondi' },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await formReady(canvasElement)).toHaveTextContent('Add New Event');
    await expect(page.getByLabelText(/^Title/)).toHaveValue('Sunset Picnic at Bondi');
    await expect(page.getByRole('combobox', { name: /^Location/ })).toHaveValue(
      'Bondi Beach, Sydney NSW, Australia',
    );
    await expect(page.getByRole('checkbox', { name: 'Hiking' })).toBeChecked();
    await expect(page.getByLabelText(/^Date/)).toHaveValue('');
    await expect(page.getByLabelText(/^Date/)).toBeEnabled();
    await expect(page.getByRole('combobox', { name: 'Start time' })).toHaveTextContent('Select time');
    await expect(page.getByRole('combobox', { name: 'End time' })).toHaveTextContent('Select time');
    // New files: each can be moved, which kept images cannot.
    await expect(page.getByRole('img', { name: 'gathering-picnic.png' })).toBeInTheDocument();
    await expect(page.getByRole('img', { name: 'gathering-table.jpg' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Move image 1 later' })).toBeInTheDocument();
    await expect(page.queryByTestId('locked-reason')).not.toBeInTheDocument();
    await expect(duplicateApi.detailRead).toHaveBeenCalledWith('sunset-picnic-at-bondi');
  },
};

const duplicateByIdApi = createEventFormApi();

/** The other reading of the parameter: an id resolves the same event. */
export const DuplicateById: Story = {
  beforeEach: () => duplicateByIdApi.reset(),
  parameters: {
    msw: { handlers: duplicateByIdApi.handlers },
    screen: { path: '/event', url: '/event?duplicate=11' },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await expect(page.getByLabelText(/^Title/)).toHaveValue('Sunset Picnic at Bondi');
    await expect(duplicateByIdApi.detailRead).toHaveBeenCalledWith('11');
  },
};

const spotsFailApi = createEventFormApi({ failList: 'spots' });

/** A reference list that fails: the spec's message, inline and as a toast. */
export const LoadFailure: Story = {
  beforeEach: () => spotsFailApi.reset(),
  parameters: { msw: { handlers: spotsFailApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Failed to load spots. Please refresh the page.',
    );
    await toastSays('Failed to load spots. Please refresh the page.');
  },
};

const missingApi = createEventFormApi();

/** An event that cannot be loaded: 'Failed to load event details' and My Events. */
export const EventLoadFailure: Story = {
  beforeEach: () => missingApi.reset(),
  parameters: {
    msw: { handlers: missingApi.handlers },
    screen: { path: '/event/:slug', url: '/event/no-such-event' },
  },
  play: async () => {
    await toastSays('Failed to load event details');
    await expect(await within(document.body).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/my-events',
    );
  },
};

/** Without a token: 'Authentication required. Please login first.' and Login. */
export const NoToken: Story = {
  beforeEach: () => {
    localStorage.removeItem('auth_token');
  },
  parameters: { msw: { handlers: createApi.handlers } },
  play: async () => {
    await toastSays('Authentication required. Please login first.');
    await expect(await within(document.body).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/login',
    );
  },
};

const holdApi = createEventFormApi({ save: 'hold' });

/** Saving: the submit button is busy until the answer. */
export const Saving: Story = {
  beforeEach: () => holdApi.reset(),
  parameters: { msw: { handlers: holdApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await fillStep1(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await userEvent.type(await page.findByLabelText(/^Capacity/), '3');
    await userEvent.click(page.getByRole('button', { name: /Create Event/ }));
    const busy = await page.findByRole('button', { name: /Saving…/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(holdApi.create).toHaveBeenCalled());
  },
};

const fieldErrorsApi = createEventFormApi({ save: 'field-errors' });

/** The server's field errors: '{field}: {first message}' toasts, and the messages on their fields. */
export const ServerFieldErrors: Story = {
  beforeEach: () => fieldErrorsApi.reset(),
  parameters: { msw: { handlers: fieldErrorsApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await fillStep1(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await userEvent.type(await page.findByLabelText(/^Capacity/), '3');
    await userEvent.click(page.getByRole('button', { name: 'Create Event' }));
    await waitFor(() =>
      expect(document.body).toHaveTextContent('title: An event with this title already exists on that date.'),
    );
    // The title is on step 1: the form goes back there and shows it under the field.
    await expect(await page.findByText('Step 1 of 2')).toBeInTheDocument();
    await expect(page.getByText('An event with this title already exists on that date.')).toBeVisible();
    await expect(page.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Unsaved changes: leaving asks first; Stay keeps the form. */
export const UnsavedChangesPrompt: Story = {
  beforeEach: () => createApi.reset(),
  parameters: { msw: { handlers: createApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await userEvent.type(page.getByLabelText(/^Title/), 'Half a form');
    await userEvent.click(page.getByRole('link', { name: 'Back to My Events' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Leave this page?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await expect(page.getByLabelText(/^Title/)).toHaveValue('Half a form');
  },
};

/** A small phone (320 px): one column, nothing wider than the screen. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: () => createApi.reset(),
  parameters: { msw: { handlers: createApi.handlers } },
  play: async ({ canvasElement }) => {
    await formReady(canvasElement);
    await expect(window.innerWidth).toBe(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Every control of step 1 inside the card.
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    const edge = form.getBoundingClientRect().right;
    const controls = [...form.querySelectorAll<HTMLElement>('input, textarea, button, [role="combobox"]')];
    for (const control of controls.filter((node) => node.getClientRects().length > 0))
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(edge + 0.5);
  },
};

/** While the reference lists load: the form's loading line, no fields yet. */
export const Loading: Story = {
  beforeEach: () => createApi.reset(),
  parameters: {
    msw: {
      handlers: [
        http.get('/api/categories', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...createApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent('Loading event form…');
    await expect(page.queryByLabelText(/^Title/)).not.toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Back to My Events' })).toHaveAttribute('href', '/my-events');
  },
};

const longApi = createEventFormApi({ detail: longDetail });

/** Editing an event with a very long title, place and description: nothing wider than the card. */
export const LongText: Story = {
  beforeEach: () => longApi.reset(),
  parameters: {
    msw: { handlers: longApi.handlers },
    screen: { path: '/event/:slug', url: `/event/${longDetail.data.slug}` },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await formReady(canvasElement)).toHaveTextContent('Edit Event');
    await expect(page.getByLabelText(/^Title/)).toHaveValue(longDetail.data.title);
    await expect(page.getByLabelText(/^Description/)).toHaveValue(longDetail.data.description);
    const main = page.getByRole('main');
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  },
};

const rulesApi = createEventFormApi();

/** Images (spec 001 §5, §9): PNG or JPEG only, 10 MB each, 10 in all — each refusal in the spec's words. */
export const ImageRules: Story = {
  beforeEach: () => rulesApi.reset(),
  parameters: { msw: { handlers: rulesApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    // The chooser's own filter is bypassed, as a drop or another browser would.
    const user = userEvent.setup({ applyAccept: false });
    const png = await storyFile('/images/stories/gathering-picnic.png', 'picnic.png', 'image/png');
    await user.upload(input, [
      new File(['GIF89a'], 'party.gif', { type: 'image/gif' }),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
      png,
    ]);
    const images = page.getByRole('group', { name: /^Images/ });
    await expect(
      await within(images).findByText('party.gif is not a supported format. Please use PNG or JPEG.'),
    ).toBeInTheDocument();
    await expect(
      within(images).getByText('huge.png is too large. Maximum size is 10 MB.'),
    ).toBeInTheDocument();
    await expect(within(images).getByText('1 of 10 images')).toBeInTheDocument();
    // Ten more: nine fit, the rest is refused.
    await user.upload(
      input,
      Array.from(
        { length: 10 },
        (_, index) => new File([png], `picnic-${index + 2}.png`, { type: 'image/png' }),
      ),
    );
    await expect(
      await within(images).findByText('You can upload a maximum of 10 images.'),
    ).toBeInTheDocument();
    await expect(within(images).getByText('10 of 10 images')).toBeInTheDocument();
    await expect(within(images).getAllByRole('img')).toHaveLength(10);
  },
};

/** A copy of the stored event: step 1 comes filled (its pictures fetched again), all but the date and times. */
const COPY_SCREEN = { path: '/event', url: '/event?duplicate=sunset-picnic-at-bondi' };

/** Waits for the copy's pictures, sets its date and times, and presses Next. */
async function fillCopyWhenAndNext(canvasElement: HTMLElement, days = 40) {
  const page = within(canvasElement);
  await page.findByRole('img', { name: 'gathering-table.jpg' }, { timeout: 5000 });
  await userEvent.type(page.getByLabelText(/^Date/), dateIn(days));
  await chooseTime(canvasElement, 'Start time', '12:00 PM');
  await chooseTime(canvasElement, 'End time', '3:00 PM');
  await userEvent.click(page.getByRole('button', { name: 'Next' }));
  await expect(await page.findByText('Step 2 of 2')).toBeInTheDocument();
}

const limitsApi = createEventFormApi();

/** Step 2's other limits (spec 001 §5): capacity at least 1, the discount 0–100; the user types. */
export const Step2Limits: Story = {
  beforeEach: () => limitsApi.reset(),
  parameters: { msw: { handlers: limitsApi.handlers }, screen: COPY_SCREEN },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await fillCopyWhenAndNext(canvasElement);
    for (const name of ['Individual', 'Couple', 'Family'])
      await expect(page.getByRole('radio', { name })).toBeInTheDocument();
    await userEvent.clear(page.getByLabelText(/^Capacity/));
    await userEvent.type(page.getByLabelText(/^Capacity/), '0');
    await userEvent.clear(page.getByLabelText(/^Discount amount/));
    await userEvent.type(page.getByLabelText(/^Discount amount/), '150');
    await userEvent.click(page.getByRole('button', { name: 'Create Event' }));
    await expect(await page.findByText('Capacity must be at least 1')).toBeVisible();
    await expect(page.getByText('Discount amount is required and must be between 0 and 100')).toBeVisible();
    await expect(limitsApi.create).not.toHaveBeenCalled();
  },
};

const progressApi = createEventFormApi({ save: 'hold' });

/** A large upload shows its progress until the answer (ours: from 1 MB of new images). */
export const UploadProgress: Story = {
  beforeEach: () => progressApi.reset(),
  parameters: {
    msw: { handlers: progressApi.handlers },
    // The form stays on screen after the save, with its progress.
    screen: { ...COPY_SCREEN, timings: { redirectAfterEventSaveMs: 60_000 } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await page.findByRole('img', { name: 'gathering-table.jpg' }, { timeout: 5000 });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    const png = await (await fetch('/images/stories/gathering-picnic.png')).blob();
    // A real picture followed by padding: 1.5 MB, still a PNG to the form.
    await userEvent.upload(
      input,
      new File([png, new Uint8Array(1536 * 1024)], 'big-picnic.png', { type: 'image/png' }),
    );
    await fillCopyWhenAndNext(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Create Event' }));
    const bar = await page.findByRole('progressbar', { name: /^Uploading images…/ });
    await expect(bar).toHaveAccessibleName('Uploading images… 0%');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await waitFor(() => expect(progressApi.create).toHaveBeenCalled());
    await expect(progressApi.create.mock.calls[0]?.[0]).toMatchObject({
      'images[]': ['gathering-picnic.png', 'gathering-table.jpg', 'big-picnic.png'],
    });
    // The stand-in server's progress events are not the browser's (they say nothing of the
    // length), so the figures moving is checked end to end (e2e/event-journey.spec.ts).
    progressApi.release();
    await toastSays('Event created successfully!');
  },
};

const pauseApi = createEventFormApi();

/** When the edit's answer left the stand-in server (performance.now), for the story below. */
let editAnsweredAt = 0;

/** The moment (performance.now) an element matching `selector` is first in the document, as it happens. */
function whenShown(selector: string): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** After a save, My Events follows one second later (spec 001 §2, §9) — not before. */
export const SavedThenMyEventsAfterOneSecond: Story = {
  beforeEach: () => {
    editAnsweredAt = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.post('/api/event/:id', () => {
          editAnsweredAt = performance.now();
          return HttpResponse.json({ ...editableDetail, message: 'Event updated successfully!' });
        }),
        ...pauseApi.handlers,
      ],
    },
    // The spec's own pause, not the shortened one of the other stories.
    screen: {
      path: '/event/:slug',
      url: '/event/sunset-picnic-at-bondi',
      timings: { redirectAfterEventSaveMs: TIMINGS.redirectAfterEventSaveMs },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    const update = await page.findByRole('button', { name: 'Update Event' });
    const redirectedAt = whenShown('[data-testid="redirected"]');
    await userEvent.click(update);
    await toastSays('Event updated successfully!');
    const left = await redirectedAt;
    await expect(editAnsweredAt).toBeGreaterThan(0);
    // The pause starts once the answer is in, so My Events comes a second or more after it left.
    await expect(left - editAnsweredAt).toBeGreaterThanOrEqual(TIMINGS.redirectAfterEventSaveMs);
    await expect(within(document.body).getByTestId('redirected')).toHaveAttribute('data-path', '/my-events');
  },
};

/** A 401 while loading: 'Authentication failed. Please login again.' and Login (spec 001 §8). */
export const Unauthorized: Story = {
  beforeEach: () => createApi.reset(),
  parameters: {
    msw: {
      handlers: [
        http.get('/api/categories', () =>
          HttpResponse.json(answerOf(apiErrorSchema, { status: false, message: 'Unauthenticated.' }), {
            status: 401,
          }),
        ),
        ...createApi.handlers,
      ],
    },
  },
  play: async () => {
    await toastSays('Authentication failed. Please login again.');
    await expect(await within(document.body).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/login',
    );
  },
};

const leaveApi = createEventFormApi();

/** Unsaved changes: Leave goes where the host was going, the changes dropped. */
export const UnsavedChangesLeave: Story = {
  beforeEach: () => leaveApi.reset(),
  parameters: { msw: { handlers: leaveApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await userEvent.type(page.getByLabelText(/^Title/), 'Half a form');
    await userEvent.click(page.getByRole('link', { name: 'Back to My Events' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Leave this page?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your changes to this event are not saved yet. Leave without saving them?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(await within(document.body).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/my-events',
    );
    await expect(leaveApi.create).not.toHaveBeenCalled();
  },
};

const keysApi = createEventFormApi();

/** A copy's step 2 from the keyboard: Tab between the choices, arrows choose, however quick the press; Enter saves. */
export const Step2Keyboard: Story = {
  beforeEach: () => keysApi.reset(),
  parameters: {
    msw: { handlers: keysApi.handlers },
    // The form stays after the save, its choices on screen.
    screen: { ...COPY_SCREEN, timings: { redirectAfterEventSaveMs: 60_000 } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await fillCopyWhenAndNext(canvasElement);
    const arrowTo = async (key: string, name: string) => {
      await userEvent.keyboard(`{${key}}`);
      await waitFor(() => expect(page.getByRole('radio', { name })).toHaveFocus());
      await expect(page.getByRole('radio', { name })).toBeChecked();
    };
    // The copy's choices: Friendly Plus, Couple, Paid at $45.00.
    await userEvent.tab();
    await expect(page.getByRole('radio', { name: 'Friendly Plus' })).toHaveFocus();
    await arrowTo('ArrowRight', 'Premium');
    await userEvent.tab();
    await expect(page.getByRole('radio', { name: 'Couple' })).toHaveFocus();
    await arrowTo('ArrowRight', 'Family');
    await userEvent.tab();
    await expect(page.getByRole('radio', { name: 'Paid' })).toHaveFocus();
    await arrowTo('ArrowLeft', 'Free');
    await expect(page.getByLabelText(/^Price/)).toHaveValue(0);
    // The price is off for a free event: Tab goes on to the discount, its amount, the capacity.
    await userEvent.tab();
    await expect(page.getByRole('switch', { name: 'Enable discount' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(page.getByLabelText(/^Capacity/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(keysApi.create).toHaveBeenCalledTimes(1));
    await expect(keysApi.create.mock.calls[0]?.[0]).toMatchObject({
      event_type: 'premium',
      user_type: 'family',
      is_paid: '0',
      price: '0',
      capacity: '6',
      // The copy's policy, as the event it copies has it.
      cancellation_policy: 'moderate',
    });
    await toastSays('Event created successfully!');
  },
};

const narrowStep2Api = createEventFormApi();

/** Step 2 on a 320 px phone: the choices wrap, every control is on screen and answers. */
export const NarrowViewportStep2: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: () => narrowStep2Api.reset(),
  parameters: { msw: { handlers: narrowStep2Api.handlers }, screen: COPY_SCREEN },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await fillCopyWhenAndNext(canvasElement);
    await expect(window.innerWidth).toBe(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Every choice inside the card, none pushed past its edge.
    const form = (canvasElement.querySelector('form') as HTMLFormElement).getBoundingClientRect();
    for (const group of page.getAllByRole('radiogroup')) {
      const box = group.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(form.left);
      await expect(box.right).toBeLessThanOrEqual(form.right);
    }
    for (const name of ['Standard', 'Friendly Plus', 'Premium', 'Individual', 'Couple', 'Family']) {
      const box = page.getByRole('radio', { name }).getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(form.right);
    }
    await userEvent.click(page.getByRole('radio', { name: 'Premium' }));
    await expect(page.getByRole('radio', { name: 'Premium' })).toBeChecked();
    const submit = page.getByRole('button', { name: 'Create Event' }).getBoundingClientRect();
    await expect(submit.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const listsFailApi = createEventFormApi();

/** Two lists fail at once: each says so in the spec's words, inline and as a toast. */
export const ListsLoadFailure: Story = {
  beforeEach: () => listsFailApi.reset(),
  parameters: {
    msw: {
      handlers: [
        http.get('/api/categories', () =>
          HttpResponse.json(answerOf(apiErrorSchema, { status: false, message: 'Server error' }), {
            status: 500,
          }),
        ),
        http.get('/api/event-ages', () =>
          HttpResponse.json(answerOf(apiErrorSchema, { status: false, message: 'Server error' }), {
            status: 500,
          }),
        ),
        ...listsFailApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'Failed to load categories. Please refresh the page.Failed to load age groups. Please refresh the page.',
      ),
    );
    await waitFor(() =>
      expect(document.body).toHaveTextContent('Failed to load age groups. Please refresh the page.'),
    );
    await expect(within(canvasElement).queryByLabelText(/^Title/)).not.toBeInTheDocument();
  },
};

const offlineApi = createEventFormApi();

/** No answer at all while saving: 'Something went wrong while creating the event'; the form stays. */
export const SaveNetworkFailure: Story = {
  beforeEach: () => offlineApi.reset(),
  parameters: {
    msw: { handlers: [http.post('/api/event', () => HttpResponse.error()), ...offlineApi.handlers] },
    screen: COPY_SCREEN,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await fillCopyWhenAndNext(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Create Event' }));
    await toastSays('Something went wrong while creating the event');
    await expect(page.getByText('Step 2 of 2')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Create Event' })).toBeEnabled();
    await expect(page.getByLabelText(/^Capacity/)).toHaveValue(6);
    await expect(within(document.body).queryByTestId('redirected')).not.toBeInTheDocument();
  },
};

// The cancellation policy (docs/decisions/147) ---------------------------------------------

/** Editing Sunset Picnic at Bondi: paid, and three guests have joined. */
const EDIT_SCREEN = {
  path: '/event/:slug',
  url: '/event/sunset-picnic-at-bondi',
  // The form stays after a save, its choices on screen.
  timings: { redirectAfterEventSaveMs: 60_000 },
};

/** Step 2's Cancellation Policy group, and one of its radios. */
function policiesOf(canvasElement: HTMLElement) {
  const group = within(canvasElement).getByRole('radiogroup', { name: EVENT_MESSAGES.cancellationPolicy });
  return {
    group,
    radio: (policy: CancellationPolicy) =>
      within(group).getByRole('radio', { name: CANCELLATION_POLICY_LABELS[policy] }),
  };
}

/**
 * An arrow key held until focus has moved: the RadioGroup chooses the radio an arrow moves
 * to only while the key is still down (Radix's roving focus moves on the next task), as it
 * is when a person presses it; a synthetic press-and-release is quicker than that.
 */
async function holdArrow(key: 'ArrowUp' | 'ArrowDown') {
  await userEvent.keyboard(`{${key}>}`);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await userEvent.keyboard(`{/${key}}`);
}

const policyApi = createEventFormApi();

/**
 * A copy's policy changed from the keyboard: each option says what it gives back, the copy
 * comes with its event's policy (Moderate), Tab enters the group there, an arrow picks
 * Strict, and Strict is what is sent.
 */
export const Step2PolicyChosen: Story = {
  beforeEach: () => policyApi.reset(),
  parameters: {
    msw: { handlers: policyApi.handlers },
    screen: { ...COPY_SCREEN, timings: { redirectAfterEventSaveMs: 60_000 } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await fillCopyWhenAndNext(canvasElement);
    const { group, radio } = policiesOf(canvasElement);
    await expect(group).toHaveAccessibleDescription(EVENT_MESSAGES.cancellationPolicyHint);
    for (const policy of CANCELLATION_POLICIES) {
      await expect(radio(policy)).toBeEnabled();
      await expect(radio(policy)).toHaveAccessibleDescription(CANCELLATION_POLICY_EXPLANATIONS[policy]);
    }
    await expect(radio('moderate')).toBeChecked();

    decisionHoursOf(canvasElement).focus();
    await userEvent.tab();
    await expect(radio('moderate')).toHaveFocus();
    await holdArrow('ArrowDown');
    await expect(radio('strict')).toHaveFocus();
    await expect(radio('strict')).toBeChecked();
    await expect(radio('moderate')).not.toBeChecked();
    // Out of the group: Back, then Create Event, which Enter presses.
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Create Event' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(policyApi.create).toHaveBeenCalledTimes(1));
    await expect(policyApi.create.mock.calls[0]?.[0]).toMatchObject({ cancellation_policy: 'strict' });
    await toastSays('Event created successfully!');
  },
};

const lockedApi = createEventFormApi();

/**
 * Editing a paid event guests have joined: a guest has paid under its policy, so the
 * policy is shown but locked, and the group's description says why.
 */
export const EditPolicyLocked: Story = {
  beforeEach: () => lockedApi.reset(),
  parameters: { msw: { handlers: lockedApi.handlers }, screen: EDIT_SCREEN },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await formReady(canvasElement)).toHaveTextContent('Edit Event');
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect(await page.findByText('Step 2 of 2')).toBeInTheDocument();
    const { group, radio } = policiesOf(canvasElement);
    await expect(group).toHaveAccessibleDescription(EVENT_MESSAGES.cancellationPolicyLocked);
    await expect(page.queryByText(EVENT_MESSAGES.cancellationPolicyHint)).not.toBeInTheDocument();
    for (const policy of CANCELLATION_POLICIES) await expect(radio(policy)).toBeDisabled();
    await expect(radio('moderate')).toBeChecked();
    // A click on another option's name changes nothing.
    await userEvent.click(page.getByText(CANCELLATION_POLICY_LABELS.strict));
    await expect(radio('moderate')).toBeChecked();
    await expect(radio('strict')).not.toBeChecked();
    // And Tab passes the locked group by.
    decisionHoursOf(canvasElement).focus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveFocus();
  },
};

const policyRefusedApi = createEventFormApi({
  detail: unjoinedPaidDetail,
  save: 'field-errors',
  fieldErrors: { cancellation_policy: [EVENT_MESSAGES.cancellationPolicyLocked] },
});

/**
 * A paid event nobody had joined when the form opened, so its policy could change; a guest
 * paid before the save, and the server refused the change under `cancellation_policy`. The
 * message shows on the field, which gets focus, and as a toast; the form stays on step 2.
 */
export const ServerPolicyError: Story = {
  beforeEach: () => policyRefusedApi.reset(),
  parameters: { msw: { handlers: policyRefusedApi.handlers }, screen: EDIT_SCREEN },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect(await page.findByText('Step 2 of 2')).toBeInTheDocument();
    const { group, radio } = policiesOf(canvasElement);
    await expect(group).toHaveAccessibleDescription(EVENT_MESSAGES.cancellationPolicyHint);
    await expect(radio('moderate')).toBeChecked();
    await userEvent.click(radio('strict'));
    await expect(radio('strict')).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Update Event' }));
    await toastSays(
      EVENT_MESSAGES.serverFieldError('cancellation_policy', EVENT_MESSAGES.cancellationPolicyLocked),
    );
    await expect(policyRefusedApi.update.mock.calls[0]?.[0]).toMatchObject({ cancellation_policy: 'strict' });
    await expect(page.getByText('Step 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    await expect(group).toHaveAccessibleDescription(
      `${EVENT_MESSAGES.cancellationPolicyHint} ${EVENT_MESSAGES.cancellationPolicyLocked}`,
    );
    await waitFor(() => expect(radio('strict')).toHaveFocus());
    await expect(within(document.body).queryByTestId('redirected')).not.toBeInTheDocument();
  },
};

const goNoGoApi = createEventFormApi({ detail: goNoGoDetail });

/**
 * A copy of an event that needs three guests, decided 72 hours ahead (docs/decisions/148):
 * both come with the copy, each field says what it means, a minimum above the capacity is
 * refused before sending, and the host's four and 96 hours are what is sent.
 */
export const Step2GoNoGoSent: Story = {
  beforeEach: () => goNoGoApi.reset(),
  parameters: {
    msw: { handlers: goNoGoApi.handlers },
    screen: { ...COPY_SCREEN, timings: { redirectAfterEventSaveMs: 60_000 } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await fillCopyWhenAndNext(canvasElement);
    const minGuests = minGuestsOf(canvasElement);
    const hours = decisionHoursOf(canvasElement);
    await expect(page.getByLabelText(/^Capacity/)).toHaveValue(6);
    await expect(minGuests).toHaveValue(3);
    await expect(hours).toHaveValue(72);
    await expect(minGuests).toHaveAccessibleDescription(EVENT_MESSAGES.minGuestsHint);
    await expect(hours).toHaveAccessibleDescription(EVENT_MESSAGES.decisionHoursHint);
    await expect(minGuests).toHaveAttribute('max', '6');
    await expect(hours).toHaveAttribute('min', '24');
    await expect(hours).toHaveAttribute('max', '168');

    // More than the capacity: the contract's message, on the field, and nothing sent.
    await userEvent.clear(minGuests);
    await userEvent.type(minGuests, '7');
    await userEvent.click(page.getByRole('button', { name: 'Create Event' }));
    await expect(await page.findByText(EVENT_MESSAGES.minGuestsRange)).toBeVisible();
    await expect(minGuests).toHaveAttribute('aria-invalid', 'true');
    await expect(goNoGoApi.create).not.toHaveBeenCalled();

    await userEvent.clear(minGuests);
    await userEvent.type(minGuests, '4');
    await userEvent.clear(hours);
    await userEvent.type(hours, '96');
    await expect(page.queryByText(EVENT_MESSAGES.minGuestsRange)).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(goNoGoApi.create).toHaveBeenCalledTimes(1));
    await expect(goNoGoApi.create.mock.calls[0]?.[0]).toMatchObject({
      capacity: '6',
      min_guests: '4',
      decision_hours_before: '96',
    });
    await toastSays('Event created successfully!');
  },
};

const minGuestsRefusedApi = createEventFormApi({
  detail: goNoGoDetail,
  save: 'field-errors',
  fieldErrors: { min_guests: [EVENT_MESSAGES.goNoGoDecided] },
});

/**
 * The event was decided after the form opened, and the server refused the new minimum
 * under `min_guests` (docs/decisions/148): the message shows on the field, which gets
 * focus, and as a toast; the form stays on step 2.
 */
export const ServerMinGuestsError: Story = {
  beforeEach: () => minGuestsRefusedApi.reset(),
  parameters: { msw: { handlers: minGuestsRefusedApi.handlers }, screen: EDIT_SCREEN },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await formReady(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect(await page.findByText('Step 2 of 2')).toBeInTheDocument();
    const minGuests = minGuestsOf(canvasElement);
    await expect(minGuests).toBeEnabled();
    await expect(minGuests).toHaveValue(3);
    await userEvent.clear(minGuests);
    await userEvent.type(minGuests, '4');
    await userEvent.click(page.getByRole('button', { name: 'Update Event' }));
    await toastSays(EVENT_MESSAGES.serverFieldError('min_guests', EVENT_MESSAGES.goNoGoDecided));
    await expect(minGuestsRefusedApi.update.mock.calls[0]?.[0]).toMatchObject({
      min_guests: '4',
      decision_hours_before: '72',
    });
    await expect(page.getByText('Step 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(minGuests).toHaveAttribute('aria-invalid', 'true'));
    await expect(minGuests).toHaveAccessibleDescription(
      `${EVENT_MESSAGES.minGuestsHint} ${EVENT_MESSAGES.goNoGoDecided}`,
    );
    await waitFor(() => expect(minGuests).toHaveFocus());
    await expect(within(document.body).queryByTestId('redirected')).not.toBeInTheDocument();
  },
};

const decidedApi = createEventFormApi({ detail: confirmedDetail });

/**
 * Editing a confirmed event (docs/decisions/148): the minimum and the decision hours are
 * shown but locked, each saying why; Tab passes them by, and they are sent as they were.
 */
export const EditGoNoGoDecided: Story = {
  beforeEach: () => decidedApi.reset(),
  parameters: { msw: { handlers: decidedApi.handlers }, screen: EDIT_SCREEN },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await formReady(canvasElement)).toHaveTextContent('Edit Event');
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect(await page.findByText('Step 2 of 2')).toBeInTheDocument();
    const minGuests = minGuestsOf(canvasElement);
    const hours = decisionHoursOf(canvasElement);
    for (const field of [minGuests, hours]) {
      await expect(field).toBeDisabled();
      await expect(field).toHaveAccessibleDescription(EVENT_MESSAGES.goNoGoDecided);
    }
    await expect(minGuests).toHaveValue(3);
    await expect(hours).toHaveValue(72);
    await expect(page.queryByText(EVENT_MESSAGES.minGuestsHint)).not.toBeInTheDocument();
    page.getByLabelText(/^Capacity/).focus();
    await userEvent.tab();
    await expect(minGuests).not.toHaveFocus();
    await expect(hours).not.toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(decidedApi.update).toHaveBeenCalledTimes(1));
    await expect(decidedApi.update.mock.calls[0]?.[0]).toMatchObject({
      min_guests: '3',
      decision_hours_before: '72',
    });
    await toastSays('Event updated successfully!');
  },
};
