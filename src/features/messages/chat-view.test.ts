import type { ChatMessage, ChatRoom } from '@friendly/contracts/chat';
import { CHAT_MESSAGES } from '@friendly/contracts/chat-constants';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/http';
import {
  announcement,
  attachedAnnouncement,
  filterRooms,
  formatDuration,
  mergeMessages,
  retryAfterOf,
  roomSummary,
  sendFailureMessage,
  timelineItems,
  uploadFailureMessage,
  withRoomRead,
} from './chat-view';

const HOST = 7;

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    room_id: 3,
    sender_id: 21,
    sender: { id: 21, name: 'Amy Chen', avatar: '/images/default-avatar.png' },
    type: 'text',
    content: `Message ${id}`,
    media_url: null,
    client_id: null,
    created_at: '2026-11-22T22:00:00.000Z',
    ...overrides,
  };
}

function room(id: number, title: string, overrides: Partial<ChatRoom> = {}): ChatRoom {
  return {
    id,
    type: 'group',
    event_id: id * 10,
    event: {
      id: id * 10,
      slug: `e-${id}`,
      title,
      status: 'approved',
      cover_image_url: null,
      location: 'Sydney',
    },
    last_message: null,
    last_message_preview: '',
    last_message_at: null,
    unread_count: 2,
    can_send: true,
    updated_at: '2026-11-20T00:00:00.000Z',
    created_at: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}

// Monday 23 November 2026, 9:05 AM in Sydney.
const calendar = { timeZone: 'Australia/Sydney', now: new Date('2026-11-22T22:05:00Z') };

describe('merging pages, live messages and acknowledgements', () => {
  it('keeps each message once, in id order (the room’s commit order)', () => {
    const merged = mergeMessages([message(2), message(5)], [message(4), message(5), message(1)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 4, 5]);
  });

  it('takes the newer copy of a message it already holds', () => {
    const merged = mergeMessages([message(2, { content: 'old' })], [message(2, { content: 'new' })]);
    expect(merged).toEqual([message(2, { content: 'new' })]);
  });
});

describe('the conversation as it reads (spec 001 §2)', () => {
  it('puts a day separator before each new day in the host’s zone', () => {
    const items = timelineItems(
      [
        message(1, { created_at: '2026-11-18T01:00:00Z' }),
        message(2, { created_at: '2026-11-22T01:00:00Z' }),
        message(3, { created_at: '2026-11-22T12:59:00Z' }), // 11:59 PM on the 22nd in Sydney
        message(4, { created_at: '2026-11-22T13:01:00Z' }), // 12:01 AM on the 23rd
      ],
      { ...calendar, userId: HOST },
    );
    expect(items.map((item) => (item.kind === 'day' ? item.label : item.message.id))).toEqual([
      'Wednesday, Nov 18',
      1,
      'Yesterday, Nov 22',
      2,
      3,
      'Today, Nov 23',
      4,
    ]);
  });

  it('names others on the first of their run each day, and never oneself', () => {
    const items = timelineItems(
      [
        message(1),
        message(2),
        message(3, { sender_id: HOST, sender: { id: HOST, name: 'Maya Rossi', avatar: '' } }),
        message(4),
        message(5, { sender_id: 22, sender: { id: 22, name: null, avatar: '' } }),
      ],
      { ...calendar, userId: HOST },
    ).filter((item) => item.kind === 'message');
    expect(items.map((item) => [item.sender, item.own, item.showSender])).toEqual([
      ['Amy Chen', false, true],
      ['Amy Chen', false, false],
      ['You', true, false],
      ['Amy Chen', false, true],
      ['Member', false, true],
    ]);
  });

  it('shows the server’s notice as a notice, not as the host’s own message (docs/decisions/103)', () => {
    const notice = message(2, {
      sender_id: HOST,
      sender: { id: HOST, name: 'Maya Rossi', avatar: '' },
      is_system: true,
      content: 'Event updated: the title is now “Board Games Night”.',
    });
    const hostAgain = message(3, { sender_id: HOST, sender: { id: HOST, name: 'Maya Rossi', avatar: '' } });
    const forGuest = timelineItems([message(1), notice, hostAgain], { ...calendar, userId: 21 }).filter(
      (item) => item.kind === 'message',
    );
    expect(forGuest.map((item) => [item.system, item.own, item.showSender])).toEqual([
      [false, true, false],
      [true, false, false],
      [false, false, true],
    ]);
    const forHost = timelineItems([notice], { ...calendar, userId: HOST }).filter(
      (item) => item.kind === 'message',
    );
    expect(forHost.map((item) => [item.system, item.own])).toEqual([[true, false]]);
    expect(announcement(notice)).toBe('Event updated: the title is now “Board Games Night”.');
  });

  it('gives the time and names media for screen readers', () => {
    const [, image] = timelineItems(
      [message(1, { type: 'image', content: '', media_url: '/media/chat/a.webp' })],
      { ...calendar, userId: HOST },
    );
    expect(image).toMatchObject({ time: '9:00 AM', mediaLabel: 'Image from Amy Chen' });
  });
});

describe('the room list (spec 001 §2)', () => {
  it('shows the last message’s time in the host’s words and its preview', () => {
    const last = message(9, { created_at: '2026-11-22T10:00:00Z', type: 'video', content: '' });
    expect(
      roomSummary(
        room(1, 'Picnic', {
          last_message: last,
          last_message_at: last.created_at,
          last_message_preview: '[Video]',
        }),
        calendar,
      ),
    ).toEqual({ timeLabel: 'Yesterday', dateTime: '2026-11-22T10:00:00Z', preview: '[Video]' });
    expect(roomSummary(room(2, 'Empty'), calendar)).toEqual({
      timeLabel: undefined,
      dateTime: undefined,
      preview: '',
    });
  });

  it('searches event titles in any case', () => {
    const rooms = [room(1, 'Sunset Picnic'), room(2, 'Board games night'), room(3, 'Picnic in the rain')];
    expect(filterRooms(rooms, '  PICNIC ').map((r) => r.id)).toEqual([1, 3]);
    expect(filterRooms(rooms, '')).toBe(rooms);
    expect(filterRooms(rooms, 'karaoke')).toEqual([]);
  });

  it('clears one room’s unread count', () => {
    const answer = { status: true as const, message: '', data: [room(1, 'A'), room(2, 'B')] };
    expect(withRoomRead(answer, 2).data.map((r) => r.unread_count)).toEqual([2, 0]);
  });

  it('announces others’ messages with a preview', () => {
    expect(announcement(message(1, { content: 'See you\nat noon' }))).toBe(
      'New message from Amy Chen: See you at noon',
    );
    expect(announcement(message(2, { type: 'image', sender: { id: 21, name: null, avatar: '' } }))).toBe(
      'New message from Member: [Image]',
    );
  });
});

describe('upload and send failures in the spec’s words (001 §8)', () => {
  const failed = (status: number | null, body: Record<string, unknown> | null = null) =>
    new ApiRequestError(status, 'x', body, null);

  it('413: the file is too large for the server', () => {
    expect(
      uploadFailureMessage(failed(413, { status: false, message: 'Images can be at most 10 MB.' })),
    ).toBe(CHAT_MESSAGES.fileTooLarge);
  });

  it("422: the server's message, else 'Invalid file (type or size).'", () => {
    expect(uploadFailureMessage(failed(422, { status: false, message: 'Only images…' }))).toBe(
      'Only images…',
    );
    expect(uploadFailureMessage(failed(422, { status: false }))).toBe(CHAT_MESSAGES.invalidFile);
  });

  it("anything else: 'Upload failed. Please try again.'", () => {
    expect(uploadFailureMessage(failed(500, { status: false, message: 'Boom' }))).toBe(
      CHAT_MESSAGES.uploadFailed,
    );
    expect(uploadFailureMessage(failed(null))).toBe(CHAT_MESSAGES.uploadFailed);
    expect(uploadFailureMessage(new Error('?'))).toBe(CHAT_MESSAGES.uploadFailed);
  });

  it("a send: the server's error, else 'Failed to send.'", () => {
    expect(sendFailureMessage('This chat is closed.')).toBe('This chat is closed.');
    expect(sendFailureMessage('')).toBe(CHAT_MESSAGES.sendFailed);
    expect(sendFailureMessage(undefined)).toBe(CHAT_MESSAGES.sendFailed);
  });

  it('429: the server’s words and its wait (docs/decisions/105)', () => {
    const refused = failed(429, { status: false, message: CHAT_MESSAGES.uploadingTooFast, retry_after: 2 });
    expect(uploadFailureMessage(refused)).toBe(CHAT_MESSAGES.uploadingTooFast);
    expect(retryAfterOf(refused)).toBe(2);
    expect(uploadFailureMessage(failed(429, { status: false }))).toBe(CHAT_MESSAGES.uploadFailed);
    expect(retryAfterOf(failed(422, { status: false, retry_after: 2 }))).toBeNull();
  });

  it('a refused send’s wait is its retry_after; other refusals ask none', () => {
    expect(retryAfterOf({ ok: false, error: CHAT_MESSAGES.sendingTooFast, retry_after: 1 })).toBe(1);
    expect(retryAfterOf({ ok: false, error: CHAT_MESSAGES.sendingTooFast, retry_after: 0.2 })).toBe(1);
    expect(retryAfterOf({ ok: false, error: CHAT_MESSAGES.closed })).toBeNull();
    expect(retryAfterOf({ ok: false, error: 'x', retry_after: '5' })).toBeNull();
    expect(retryAfterOf(null)).toBeNull();
  });
});

describe('a picked attachment as the composer shows it (docs/decisions/137)', () => {
  it('a video’s length reads as a clock', () => {
    expect(formatDuration(4.2)).toBe('0:04');
    expect(formatDuration(155)).toBe('2:35');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(0)).toBe('0:00');
  });

  it('the live region names the file, its kind and size (in bytes, KB or MB)', () => {
    const photo = new File([new Uint8Array(2048)], 'table.jpg', { type: 'image/jpeg' });
    expect(attachedAnnouncement(photo)).toBe(
      CHAT_MESSAGES.attached({ kind: 'Image', name: 'table.jpg', size: '2 KB' }),
    );
    const clip = new File([new Uint8Array(10)], 'clip.webm', { type: 'video/webm' });
    expect(attachedAnnouncement(clip)).toBe(
      CHAT_MESSAGES.attached({ kind: 'Video', name: 'clip.webm', size: '10 B' }),
    );
  });
});
