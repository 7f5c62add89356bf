import { CHAT_MESSAGES, retryNote } from '@friendly/contracts/chat-constants';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessagesPage } from '../../src/features/messages/pages/messages-page';
import { RealtimeProvider } from '../../src/lib/realtime-provider';
import {
  chatMessage,
  createMessagesWorld,
  eventsWithoutRooms,
  freezeClock,
  GUESTS,
  longHistory,
  longTextRoom,
  NOW,
  noEvents,
  ROOMS,
  signInHost,
  type UploadOutcome,
} from './fixtures/messages';
import { toastSays, withScreen } from './support/screen';

/**
 * Messages (spec 001 §2 'Messages', §4 'Chat eligibility', §5 'Chat send', §7, §8 'Chat',
 * §9): the conversation list with search, unread badges, previews and time labels; the
 * open conversation with its header, day separators, bubbles, pictures and videos; the
 * input with attachment; live messages over the realtime connection, announced politely,
 * and what was missed fetched after a reconnection. The connection is the stories' fake
 * (fixtures/messages.ts), keeping the app's interface; the REST calls are MSW. The clock
 * is frozen at Monday 23 November 2026, 10:00 UTC.
 */
const meta = {
  title: 'Screens/Messages',
  component: MessagesPage,
  decorators: [withScreen],
  parameters: { frame: 'fullscreen', screen: { path: '/messages' } },
} satisfies Meta<typeof MessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type World = ReturnType<typeof createMessagesWorld>;

/** A story on its own world: the host signed in, the clock frozen, the fake connection provided. */
function on(world: World, before?: () => void): Pick<Story, 'beforeEach' | 'parameters' | 'decorators'> {
  const withConnection: Decorator = (Story) => (
    <RealtimeProvider connection={world.connection}>
      <Story />
    </RealtimeProvider>
  );
  return {
    beforeEach: () => {
      world.reset();
      before?.();
      signInHost();
      return freezeClock();
    },
    parameters: { msw: { handlers: world.handlers } },
    decorators: [withConnection],
  };
}

const conversations = (canvas: HTMLElement) => within(canvas).findByRole('list', { name: 'Conversations' });
const conversation = (canvas: HTMLElement, title: string) =>
  within(canvas).findByRole('region', { name: `Messages in ${title}` });
const composerBox = (canvas: HTMLElement) => within(canvas).getByRole('textbox', { name: 'Message' });

/** The page itself never scrolls: the list and the messages scroll inside their panes. */
async function pageDoesNotScroll() {
  await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Waits until every video on screen has a frame to show, so the picture is the same each run. */
async function videosReady(canvas: HTMLElement) {
  await waitFor(
    () => {
      for (const video of canvas.querySelectorAll('video'))
        expect(video.readyState).toBeGreaterThanOrEqual(2);
    },
    { timeout: 5000 },
  );
}

/**
 * The conversation is scrolled to its newest message: a file waiting in the composer makes
 * the timeline shorter, and the newest stays in view.
 */
async function newestInView(canvas: HTMLElement, title: string) {
  const timeline = within(canvas).getByRole('region', { name: `Messages in ${title}` });
  await waitFor(() =>
    expect(timeline.scrollHeight - timeline.scrollTop - timeline.clientHeight).toBeLessThan(2),
  );
}

/** What the polite live regions say now (the composer's among them). */
const spoken = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('status')
    .map((region) => region.textContent?.trim());

function pickFile(canvas: HTMLElement, file: File) {
  const input = canvas.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return userEvent.upload(input, file);
}

const photo = () => new File([new Uint8Array(256)], 'table.jpg', { type: 'image/jpeg' });

const filled = createMessagesWorld();

/**
 * The most recent conversation opens beside the list and is marked read: its badge goes.
 * Times read 9:41 AM (today), Yesterday, Nov 03, and Dec 30, 2025 (another year); the
 * previews are the last messages, '[Image]' and '[Video]' for media.
 */
export const Filled: Story = {
  ...on(filled),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const list = within(await conversations(canvasElement));
    const items = list.getAllByRole('button');
    await expect(
      items.map((item) => item.querySelector('[data-slot="conversation-list-item-title"]')?.textContent),
    ).toEqual([
      'Board Games Night',
      'Sunset Picnic at Bondi',
      'Harbour sunrise walk & coffee',
      'Dumpling folding night',
    ]);
    const open = list.getByRole('button', { name: /^Board Games Night 9:41 AM See you all at seven!/ });
    await expect(open).toHaveAttribute('aria-current', 'true');
    await expect(
      list.getByRole('button', { name: 'Sunset Picnic at Bondi Yesterday [Image]' }),
    ).toBeVisible();
    await expect(
      list.getByRole('button', { name: 'Harbour sunrise walk & coffee Nov 03 [Video] 12 unread messages' }),
    ).toBeVisible();
    await expect(
      list.getByRole('button', {
        name: 'Dumpling folding night Dec 30, 2025 So sorry it was cancelled — next time!',
      }),
    ).toBeVisible();

    // Read on open: the badge clears at once, and the server is told.
    await waitFor(() => expect(filled.markRead).toHaveBeenCalledWith(3));
    await waitFor(() => expect(open).toHaveAccessibleName('Board Games Night 9:41 AM See you all at seven!'));
    await expect(filled.join).toHaveBeenCalledWith(3);

    await expect(page.getByRole('heading', { level: 2, name: 'Board Games Night' })).toBeVisible();
    await expect(page.getByText('Surry Hills, Sydney NSW, Australia')).toBeVisible();
    const messages = within(await conversation(canvasElement, 'Board Games Night'));
    await expect(await messages.findByText('See you all at seven!')).toBeVisible();
    for (const day of ['Wednesday, Nov 18', 'Yesterday, Nov 22', 'Today, Nov 23']) {
      await expect(messages.getByText(day)).toBeInTheDocument();
    }
    await expect(messages.getByRole('img', { name: 'Image from Ben Ortiz' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('video')).toHaveAccessibleName('Video from you');
    // Others' names on the first of their runs; one's own only for screen readers.
    const shownNames = (name: string) =>
      messages.getAllByText(name).filter((element) => !element.classList.contains('sr-only'));
    await expect(shownNames('Ben Ortiz')).toHaveLength(1);
    await expect(shownNames('Amy Chen')).toHaveLength(2);
    await expect(shownNames('You')).toHaveLength(0);
    // Newest at the bottom, in view.
    const region = await conversation(canvasElement, 'Board Games Night');
    await waitFor(() => expect(region.scrollHeight - region.scrollTop - region.clientHeight).toBeLessThan(2));
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await pageDoesNotScroll();
    await videosReady(canvasElement);
  },
};

const loading = createMessagesWorld({ roomsDelay: 'infinite' });

export const Loading: Story = {
  ...on(loading),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Loading conversations…')).toBeInTheDocument();
    await expect(page.queryByRole('list', { name: 'Conversations' })).toBeNull();
    await expect(page.queryByText('No conversations yet')).toBeNull();
  },
};

const empty = createMessagesWorld({ rooms: [], events: noEvents });

/** No room and no event to open one for: the way forward is to create an event. */
export const NoConversations: Story = {
  ...on(empty),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No conversations yet')).toBeVisible();
    await expect(page.getByText('Create an event to start a group chat with attendees')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/event');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(empty.openGroup).not.toHaveBeenCalled();
  },
};

const opening = createMessagesWorld({ rooms: [], events: eventsWithoutRooms });

/**
 * An approved event without its room yet: the room is opened (POST /api/chat/rooms/group
 * with its id) and listed; a pending event gets none (spec 001 §4). Its conversation is empty.
 */
export const OpensGroupRooms: Story = {
  ...on(opening),
  play: async ({ canvasElement }) => {
    const list = within(await conversations(canvasElement));
    await expect(list.getByRole('button', { name: 'Garden working bee' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(opening.openGroup).toHaveBeenCalledTimes(1);
    await expect(opening.openGroup).toHaveBeenCalledWith(17);
    const messages = within(await conversation(canvasElement, 'Garden working bee'));
    await expect(await messages.findByText('No messages to show')).toBeVisible();
  },
};

const quiet = createMessagesWorld({ rooms: [ROOMS.quiet] });

export const NoMessages: Story = {
  ...on(quiet),
  play: async ({ canvasElement }) => {
    const messages = within(await conversation(canvasElement, 'Garden working bee'));
    await expect(await messages.findByText('No messages to show')).toBeVisible();
    await expect(within(await conversations(canvasElement)).getByRole('button')).toHaveAccessibleName(
      'Garden working bee',
    );
    await userEvent.type(composerBox(canvasElement), '   ');
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

const live = createMessagesWorld();

/** Someone else's message arrives while the conversation is open: shown, announced politely, read. */
export const LiveMessage: Story = {
  ...on(live),
  play: async ({ canvasElement }) => {
    const messages = within(await conversation(canvasElement, 'Board Games Night'));
    await messages.findByText('See you all at seven!');
    await waitFor(() => expect(live.markRead).toHaveBeenCalledTimes(1));
    live.receive(
      chatMessage(3, GUESTS.amy, new Date(NOW).toISOString(), 'Running 5 minutes late, save me a seat!'),
    );
    await expect(await messages.findByText('Running 5 minutes late, save me a seat!')).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvasElement).getByText(/^New message from Amy Chen: Running 5 minutes late/),
      ).toHaveAttribute('role', 'status'),
    );
    await waitFor(() => expect(live.markRead).toHaveBeenCalledTimes(2));
    // A message to another room updates the list, not this conversation.
    live.receive(chatMessage(4, GUESTS.ben, new Date(NOW).toISOString(), 'Is the picnic still on?'));
    const list = within(await conversations(canvasElement));
    await waitFor(() =>
      expect(
        list.getByRole('button', {
          name: 'Sunset Picnic at Bondi 10:00 AM Is the picnic still on? 1 unread message',
        }),
      ).toBeVisible(),
    );
    await expect(messages.queryByText('Is the picnic still on?')).toBeNull();
    await pageDoesNotScroll();
  },
};

const notice = createMessagesWorld();

/**
 * The host edited the event (docs/decisions/103): the server's notice arrives as a centred
 * line, not a bubble from the host, and the live region reads its own words.
 */
export const EventUpdateNotice: Story = {
  ...on(notice),
  play: async ({ canvasElement }) => {
    const messages = within(await conversation(canvasElement, 'Board Games Night'));
    await messages.findByText('See you all at seven!');
    const text = 'Event updated: the place is now Newtown, Sydney NSW, Australia.';
    notice.receive({
      ...chatMessage(3, GUESTS.host, new Date(NOW).toISOString(), text),
      is_system: true,
    });
    // A line of its own, not a bubble with the host's name.
    await expect(await messages.findByText(text, { selector: '[data-slot="chat-notice"]' })).toBeVisible();
    await expect(messages.queryByText('Maya Rossi', { selector: ':not(.sr-only)' })).toBeNull();
    await waitFor(() =>
      expect(
        within(canvasElement)
          .getAllByRole('status')
          .some((region) => region.textContent?.trim() === text),
      ).toBe(true),
    );
    await pageDoesNotScroll();
  },
};

const sendText = createMessagesWorld();

/** Enter sends with a client id; the acknowledged message shows once, though it is also broadcast back. */
export const SendText: Story = {
  ...on(sendText),
  play: async ({ canvasElement }) => {
    const messages = within(await conversation(canvasElement, 'Board Games Night'));
    await messages.findByText('See you all at seven!');
    const box = composerBox(canvasElement);
    await userEvent.type(box, '  I will bring snacks  ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(sendText.send).toHaveBeenCalledWith({
        roomId: 3,
        type: 'text',
        content: 'I will bring snacks',
        mediaUrl: null,
        clientId: expect.any(String),
      }),
    );
    await expect(await messages.findByText('I will bring snacks')).toBeVisible();
    await expect(messages.getAllByText('I will bring snacks')).toHaveLength(1);
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

let sendAttempts = 0;
const sendFails = createMessagesWorld({
  send: () => {
    sendAttempts += 1;
    return sendAttempts === 1 ? { ok: false, error: 'This chat is closed.' } : { ok: false, error: '' };
  },
});

/**
 * A refused send says the server's error, else 'Failed to send.' (spec 001 §8); the text
 * stays, and trying the same text again reuses its client id, so it is stored once.
 */
export const SendFailure: Story = {
  ...on(sendFails, () => {
    sendAttempts = 0;
  }),
  play: async ({ canvasElement }) => {
    const messages = within(await conversation(canvasElement, 'Board Games Night'));
    await messages.findByText('See you all at seven!');
    const box = composerBox(canvasElement);
    await userEvent.type(box, 'Anyone up for chess?{Enter}');
    await toastSays('This chat is closed.');
    await expect(box).toHaveValue('Anyone up for chess?');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
    await toastSays('Failed to send.');
    const [first, second] = sendFails.send.mock.calls.map(([message]) => message.clientId);
    await expect(second).toBe(first);
    await expect(messages.queryByText('Anyone up for chess?')).toBeNull();
  },
};

let fastAttempts = 0;
const sendTooFast = createMessagesWorld({
  send: () => {
    fastAttempts += 1;
    return fastAttempts === 1 ? { ok: false, error: CHAT_MESSAGES.sendingTooFast, retry_after: 1 } : null;
  },
});

/**
 * A send refused for sending too fast (docs/decisions/105): the server's words as a toast
 * and under the box with the wait; Send and the paperclip wait too, the text stays, and
 * once the second has passed the same text goes.
 */
export const SendTooFast: Story = {
  ...on(sendTooFast, () => {
    fastAttempts = 0;
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const messages = within(await conversation(canvasElement, 'Board Games Night'));
    await messages.findByText('See you all at seven!');
    const box = composerBox(canvasElement);
    await userEvent.type(box, 'One more thing!{Enter}');
    await toastSays(CHAT_MESSAGES.sendingTooFast);
    const note = retryNote(CHAT_MESSAGES.sendingTooFast, 1);
    await expect(await page.findByText(note)).toBeVisible();
    await expect(box).toHaveAccessibleDescription(note);
    await expect(box).toHaveValue('One more thing!');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Attach an image or video' })).toBeDisabled();

    // The wait is over: the composer takes the message again.
    await waitFor(() => expect(page.getByRole('button', { name: 'Send' })).toBeEnabled(), { timeout: 5000 });
    await expect(page.queryByText(note)).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect(await messages.findByText('One more thing!')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(sendTooFast.send).toHaveBeenCalledTimes(2);
  },
};

const sendImage = createMessagesWorld({ upload: 'image' });

/**
 * Picking a picture only shows it (docs/decisions/137); Send uploads it (field `file`), then
 * sends it as an image message, with no caption when the box was empty.
 */
export const SendImage: Story = {
  ...on(sendImage),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const messages = within(await conversation(canvasElement, 'Board Games Night'));
    await messages.findByText('See you all at seven!');
    await pickFile(canvasElement, photo());
    await expect(await page.findByRole('img', { name: 'table.jpg' })).toBeVisible();
    await expect(sendImage.upload).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect(await page.findByRole('button', { name: 'Uploading…' })).toBeInTheDocument();
    await waitFor(() => expect(sendImage.upload).toHaveBeenCalledWith('table.jpg'));
    await waitFor(() =>
      expect(sendImage.send).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'image',
          mediaUrl: '/images/stories/gathering-garden.jpg',
          content: '',
        }),
      ),
    );
    await expect(await messages.findByRole('img', { name: 'Image from you' })).toBeVisible();
    await expect(page.queryByRole('button', { name: CHAT_MESSAGES.removeAttachment })).toBeNull();
  },
};

/** A picture of about 1.3 MB: enough bytes to read as such, a real JPEG so its thumbnail shows. */
async function bigPhoto() {
  const bytes = new Uint8Array(await (await fetch('/images/stories/gathering-table.jpg')).arrayBuffer());
  const padded = new Uint8Array(1_363_149);
  padded.set(bytes);
  return new File([padded], 'long-table.jpg', { type: 'image/jpeg' });
}

const attachmentPicked = createMessagesWorld({ upload: 'image' });

/**
 * A picked picture waits above the box (docs/decisions/137): its thumbnail named by the file,
 * 'Image · 1.3 MB', 'Remove attachment'; the live region says so, the focus is in the box,
 * which is now the caption, and Send is on though the box is empty. Nothing is uploaded yet.
 */
export const AttachmentPicked: Story = {
  ...on(attachmentPicked),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const messages = within(await conversation(canvasElement, 'Board Games Night'));
    await messages.findByText('See you all at seven!');
    await pickFile(canvasElement, await bigPhoto());
    const thumbnail = await page.findByRole('img', { name: 'long-table.jpg' });
    await waitFor(() => expect(thumbnail.querySelector('img')?.naturalWidth).toBeGreaterThan(0));
    await expect(page.getByText('Image · 1.3 MB')).toBeVisible();
    await newestInView(canvasElement, 'Board Games Night');
    await expect(page.getByRole('button', { name: CHAT_MESSAGES.removeAttachment })).toBeEnabled();
    const caption = page.getByRole('textbox', { name: CHAT_MESSAGES.caption });
    await expect(caption).toHaveFocus();
    await expect(caption).toHaveAttribute('placeholder', CHAT_MESSAGES.captionPlaceholder);
    await expect(spoken(canvasElement)).toContain(
      CHAT_MESSAGES.attached({ kind: 'Image', name: 'long-table.jpg', size: '1.3 MB' }),
    );
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(attachmentPicked.upload).not.toHaveBeenCalled();
    await expect(attachmentPicked.send).not.toHaveBeenCalled();
  },
};

const videoPicked = createMessagesWorld({ upload: 'video' });

/** A picked video shows its first frame and its length ('Video, 0:0N · 3.9 KB'), by the file's name. */
export const VideoPicked: Story = {
  ...on(videoPicked),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const messages = within(await conversation(canvasElement, 'Board Games Night'));
    await messages.findByText('See you all at seven!');
    const bytes = await (await fetch('/images/stories/clip-sunset.webm')).arrayBuffer();
    await pickFile(canvasElement, new File([bytes], 'sunset.webm', { type: 'video/webm' }));
    await expect(await page.findByRole('img', { name: 'sunset.webm' })).toBeVisible();
    await expect(await page.findByText(/^Video, \d+:\d\d · [\d.]+ KB$/)).toBeVisible();
    await videosReady(canvasElement);
    await newestInView(canvasElement, 'Board Games Night');
    await expect(spoken(canvasElement)).toContainEqual(
      expect.stringMatching(/^Video sunset\.webm attached, /),
    );
    await expect(videoPicked.upload).not.toHaveBeenCalled();
  },
};

const attachmentRemoved = createMessagesWorld();

/**
 * 'Remove attachment' takes the picture back: nothing is uploaded or sent, the text stays as
 * the message, the focus returns to the box and the live region says so.
 */
export const AttachmentRemoved: Story = {
  ...on(attachmentRemoved),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const messages = within(await conversation(canvasElement, 'Board Games Night'));
    await messages.findByText('See you all at seven!');
    await pickFile(canvasElement, photo());
    await userEvent.keyboard('The long table');
    await userEvent.click(await page.findByRole('button', { name: CHAT_MESSAGES.removeAttachment }));
    await expect(page.queryByRole('img', { name: 'table.jpg' })).toBeNull();
    const box = composerBox(canvasElement);
    await expect(box).toHaveFocus();
    await expect(box).toHaveValue('The long table');
    await expect(spoken(canvasElement)).toContain(CHAT_MESSAGES.attachmentRemoved);
    await expect(attachmentRemoved.upload).not.toHaveBeenCalled();
    await expect(attachmentRemoved.send).not.toHaveBeenCalled();
  },
};

const captionSent = createMessagesWorld({ upload: 'image' });

/**
 * The text becomes the picture's caption: Enter uploads, then sends one image message with
 * the caption (docs/decisions/137); the timeline shows both in one bubble, the composer empties.
 */
export const CaptionSent: Story = {
  ...on(captionSent),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const messages = within(await conversation(canvasElement, 'Board Games Night'));
    await messages.findByText('See you all at seven!');
    await pickFile(canvasElement, photo());
    await userEvent.keyboard('  The table is set!  {Enter}');
    await waitFor(() =>
      expect(captionSent.send).toHaveBeenCalledWith({
        roomId: 3,
        type: 'image',
        content: 'The table is set!',
        mediaUrl: '/images/stories/gathering-garden.jpg',
        clientId: expect.any(String),
      }),
    );
    await expect(captionSent.upload).toHaveBeenCalledTimes(1);
    await expect(await messages.findByRole('img', { name: 'Image from you' })).toBeVisible();
    await expect(messages.getByText('The table is set!')).toBeVisible();
    await expect(page.queryByRole('button', { name: CHAT_MESSAGES.removeAttachment })).toBeNull();
    const box = composerBox(canvasElement);
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

/** Picks a picture, types its caption and sends: the upload fails with `text` and the draft stays. */
async function failToUpload(canvasElement: HTMLElement, world: World, text: string) {
  const page = within(canvasElement);
  const messages = within(await conversation(canvasElement, 'Board Games Night'));
  await messages.findByText('See you all at seven!');
  await pickFile(canvasElement, photo());
  await userEvent.keyboard('Our table{Enter}');
  await toastSays(text);
  await expect(world.send).not.toHaveBeenCalled();
  // The draft stays: the picture, its caption, and a way to try again.
  await expect(page.getByRole('img', { name: 'table.jpg' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: CHAT_MESSAGES.caption })).toHaveValue('Our table');
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Attach an image or video' })).toBeEnabled();
}

function uploadFailure(outcome: UploadOutcome, text: string): Story {
  const world = createMessagesWorld({ upload: outcome });
  return { ...on(world), play: ({ canvasElement }) => failToUpload(canvasElement, world, text) };
}

const uploadFailsOnce = createMessagesWorld({ upload: [500, 'image'] });

/**
 * An upload that fails keeps the draft (docs/decisions/137): the picture and its caption stay,
 * and Send tries the upload again, then sends both as one message.
 */
export const UploadFailureKeepsDraft: Story = {
  ...on(uploadFailsOnce),
  play: async ({ canvasElement }) => {
    await failToUpload(canvasElement, uploadFailsOnce, 'Upload failed. Please try again.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(uploadFailsOnce.send).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'image', content: 'Our table' }),
      ),
    );
    await expect(uploadFailsOnce.upload).toHaveBeenCalledTimes(2);
    const messages = within(await conversation(canvasElement, 'Board Games Night'));
    await expect(await messages.findByText('Our table')).toBeVisible();
  },
};

/** 413: 'File too large for server limits. Please pick a smaller file.', whatever the server said. */
export const UploadTooLarge = uploadFailure(
  413,
  'File too large for server limits. Please pick a smaller file.',
);

/** 422 with a message: the server's message. */
export const UploadRefused = uploadFailure(
  422,
  'Only images (PNG, JPEG, WebP) and videos (MP4, WebM, MOV) can be sent.',
);

/** 422 without one: 'Invalid file (type or size).'. */
export const UploadRefusedWithoutReason = uploadFailure('422-silent', 'Invalid file (type or size).');

/** Anything else: 'Upload failed. Please try again.'. */
export const UploadFailed = uploadFailure(500, 'Upload failed. Please try again.');

const search = createMessagesWorld();

/** The search box filters conversations by event title. */
export const Search: Story = {
  ...on(search),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await conversations(canvasElement);
    const box = page.getByRole('searchbox', { name: 'Search conversations' });
    await userEvent.type(box, 'SUN');
    const list = within(await conversations(canvasElement));
    await expect(
      list
        .getAllByRole('button')
        .map((item) => item.querySelector('[data-slot="conversation-list-item-title"]')?.textContent),
    ).toEqual(['Sunset Picnic at Bondi', 'Harbour sunrise walk & coffee']);
    // The open conversation stays open while it is filtered out of the list.
    await expect(page.getByRole('heading', { level: 2, name: 'Board Games Night' })).toBeVisible();
    await userEvent.clear(box);
    await userEvent.type(box, 'karaoke');
    await expect(page.getByText('No conversations match “karaoke”')).toBeVisible();
    await userEvent.clear(box);
    await userEvent.type(box, 'dumpling');
    await userEvent.click(within(await conversations(canvasElement)).getByRole('button'));
    // A cancelled event's room is read-only (ours): nothing can be typed or sent.
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Dumpling folding night' }),
    ).toBeVisible();
    await expect(composerBox(canvasElement)).toBeDisabled();
    await expect(composerBox(canvasElement)).toHaveAccessibleDescription('This chat is closed.');
  },
};

const longText = createMessagesWorld({ rooms: [longTextRoom, ROOMS.boardGames] });

/** Long titles, locations and messages stay inside their panes. */
export const LongText: Story = {
  ...on(longText),
  play: async ({ canvasElement }) => {
    const region = await conversation(canvasElement, longTextRoom.title);
    await within(region).findByText(/the gate code is 4821/);
    for (const element of [region, canvasElement.querySelector('main') as HTMLElement]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const narrow = createMessagesWorld();

/**
 * A small phone (Storybook's 'mobile1', 320 px): the list alone; a conversation opens in
 * its place with the focus on its title, and 'Back to conversations' returns to the list
 * with the focus on the conversation left.
 */
export const NarrowViewport: Story = {
  ...on(narrow),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = within(await conversations(canvasElement));
    await expect(page.queryByRole('region', { name: /^Messages in/ })).toBeNull();
    await expect(narrow.markRead).not.toHaveBeenCalled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(list.getByRole('button', { name: /^Sunset Picnic at Bondi/ }));
    const heading = await page.findByRole('heading', { level: 2, name: 'Sunset Picnic at Bondi' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(page.queryByRole('list', { name: 'Conversations' })).toBeNull();
    await expect(await page.findByRole('img', { name: 'Image from Member' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Back to conversations' }));
    const back = within(await conversations(canvasElement)).getByRole('button', {
      name: /^Sunset Picnic at Bondi/,
    });
    await waitFor(() => expect(back).toHaveFocus());
  },
};

const reconnect = createMessagesWorld();

/**
 * The connection drops and a message is sent meanwhile: nothing is heard, but on
 * reconnection the room is joined again and what came after the newest message held is
 * fetched (`after`), so nothing is lost.
 */
export const CatchesUpAfterReconnecting: Story = {
  ...on(reconnect),
  play: async ({ canvasElement }) => {
    const messages = within(await conversation(canvasElement, 'Board Games Night'));
    await messages.findByText('See you all at seven!');
    await waitFor(() => expect(reconnect.join).toHaveBeenCalledTimes(1));
    reconnect.drop();
    reconnect.receive(chatMessage(3, GUESTS.ben, new Date(NOW).toISOString(), 'Sent while you were away'));
    await expect(messages.queryByText('Sent while you were away')).toBeNull();
    reconnect.reconnect();
    await expect(await messages.findByText('Sent while you were away')).toBeVisible();
    await expect(reconnect.join).toHaveBeenCalledTimes(2);
    await expect(reconnect.messages).toHaveBeenCalledWith({ roomId: 3, before: null, after: 107 });
    await expect(messages.getAllByText('Sent while you were away')).toHaveLength(1);
  },
};

const history = createMessagesWorld({ rooms: [longHistory] });

/** 60 messages: the newest 50 first; the earlier 10 with `before` the oldest shown. */
export const LoadsEarlierMessages: Story = {
  ...on(history),
  play: async ({ canvasElement }) => {
    const messages = within(await conversation(canvasElement, longHistory.title));
    await messages.findByText('Chapter note 60');
    await expect(messages.queryByText('Chapter note 10')).toBeNull();
    await userEvent.click(messages.getByRole('button', { name: 'Load earlier messages' }));
    await expect(await messages.findByText('Chapter note 1')).toBeInTheDocument();
    await expect(history.messages).toHaveBeenCalledWith({ roomId: 8, before: 510, after: null });
    await expect(messages.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
    await pageDoesNotScroll();
  },
};

const endedLinks = createMessagesWorld({ endedLinks: true });

/**
 * Chat media links end within the hour (docs/decisions/106): a picture or a video whose
 * link no longer loads is listed again from its message on, and shows with the fresh link.
 */
export const MediaLinkEnded: Story = {
  ...on(endedLinks),
  play: async ({ canvasElement }) => {
    const messages = within(await conversation(canvasElement, 'Board Games Night'));
    const image = await messages.findByRole('img', { name: 'Image from Ben Ortiz' });
    await waitFor(() => expect(image).toHaveAttribute('src', '/images/stories/gathering-table.jpg'));
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await waitFor(() =>
      expect(canvasElement.querySelector('video')).toHaveAttribute('src', '/images/stories/clip-sunset.webm'),
    );
    await expect(endedLinks.messages).toHaveBeenCalledWith({ roomId: 3, before: null, after: 103 });
    await videosReady(canvasElement);
  },
};
