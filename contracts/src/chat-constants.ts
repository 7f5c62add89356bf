/**
 * Chat's constants, messages and small rules, apart from its schemas: the app's socket
 * client and the Messages screen's texts load without zod (docs/decisions/085).
 * `chat.ts` re-exports them.
 */

export const CHAT = {
  /** Spec 001 §9. */
  pageSize: 50,
  previewLength: 80,
  roomPollMs: 7_000,
  rejoinMs: 30_000,
  reconnection: {
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 5_000,
    randomizationFactor: 0.5,
    timeout: 20_000,
  },
  /** Ours: the longest text message, and the largest media. */
  textMax: 2_000,
  imageMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 25 * 1024 * 1024,
  /** Ours: the longest video, by its container's length (docs/decisions/106). */
  videoMaxSeconds: 180,
  socketPath: '/socket.io',
  /** Ours: how long the app waits for a send's acknowledgement before calling it failed. */
  ackTimeoutMs: 10_000,
} as const;

export const CHAT_MESSAGES = {
  // §2 Messages
  noConversations: 'No conversations yet',
  noConversationsHint: 'Create an event to start a group chat with attendees',
  createEvent: 'Create Event',
  noMessages: 'No messages to show',
  // §8 Chat (the app's words when the server says nothing else)
  uploadFailed: 'Upload failed. Please try again.',
  invalidFile: 'Invalid file (type or size).',
  fileTooLarge: 'File too large for server limits. Please pick a smaller file.',
  sendFailed: 'Failed to send.',
  // Ours
  roomsListed: 'Rooms retrieved successfully.',
  messagesListed: 'Messages retrieved successfully.',
  roomReady: 'Group chat ready.',
  markedRead: 'Marked as read.',
  uploaded: 'File uploaded.',
  notAllowedType: 'Only images (PNG, JPEG, WebP) and videos (MP4, WebM, MOV) can be sent.',
  imageTooLarge: 'Images can be at most 10 MB.',
  videoTooLarge: 'Videos can be at most 25 MB.',
  videoTooLong: 'Videos can be at most 3 minutes long.',
  videoLengthUnknown: 'This video does not say how long it is. Please pick another video.',
  mediaLinkInvalid: 'This link has expired. Open the conversation again to see the file.',
  roomNotFound: 'Chat room not found.',
  notEligible: 'Chat opens once the event is approved.',
  closed: 'This chat is closed.',
  emptyText: 'Type a message first.',
  textTooLong: `A message can be at most ${CHAT.textMax} characters.`,
  mediaMissing: 'Attach the uploaded file to send it.',
  mediaNotYours: 'That file was not uploaded by you.',
  invalidPayload: 'The message could not be read.',
  unauthorized: 'Authentication failed: the token is invalid or expired.',
  // Ours: per-account limits (docs/decisions/105); the answer carries `retry_after` seconds.
  sendingTooFast: 'You are sending messages too quickly. Please wait a moment.',
  uploadingTooFast: 'You are uploading files too quickly. Please wait a moment.',
  uploadQuotaReached: 'You have uploaded as much as you can for now. Please try again later.',
  uploadNeedsRoom: 'Only people in a group chat can upload files for it.',
  // Ours: a picked file waiting in the composer (docs/decisions/137)
  caption: 'Caption',
  captionPlaceholder: 'Add a caption…',
  removeAttachment: 'Remove attachment',
  attachmentRemoved: 'Attachment removed.',
  /** What the live region says of a picked file: 'Image table.jpg attached, 2 KB. …'. */
  attached: ({ kind, name, size }: { kind: string; name: string; size: string }) =>
    `${kind} ${name} attached, ${size}. Add a caption if you like, then send.`,
} as const;

/** What the composer says while a refused send waits: the server's words and the wait. */
export function retryNote(message: string, seconds: number) {
  return `${message} You can send again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

export const CHAT_MESSAGE_TYPES = ['text', 'image', 'video'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** What a room list shows of a message: its text cut to 80 characters, or [Image] / [Video]. */
export function messagePreview(message: { type: string; content: string } | null) {
  if (!message) return '';
  if (message.type === 'image') return '[Image]';
  if (message.type === 'video') return '[Video]';
  const text = message.content.replace(/\s+/g, ' ').trim();
  return text.length > CHAT.previewLength ? `${text.slice(0, CHAT.previewLength - 1)}…` : text;
}

const CHAT_ELIGIBLE_STATUSES = new Set([
  'approved',
  'active',
  'completed',
  'complete',
  'finished',
  'ended',
  'past',
]);

/**
 * Spec 001 §4 'Chat eligibility': an event's status counts for chat when it is approved,
 * active, completed, complete, finished, ended or past (as strings), 1 or 2 (numbers), or
 * `true`. The app asks for a group room only for these; the server decides for itself.
 */
export function isChatEligible(status: unknown): boolean {
  if (typeof status === 'string') return CHAT_ELIGIBLE_STATUSES.has(status.trim().toLowerCase());
  if (typeof status === 'number') return status === 1 || status === 2;
  return status === true;
}
