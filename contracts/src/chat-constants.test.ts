import { describe, expect, it } from 'vitest';
import { CHAT, CHAT_MESSAGES, isChatEligible, messagePreview } from './chat-constants';

describe('chat eligibility (spec 001 §4)', () => {
  it('counts the listed statuses, as strings in any case', () => {
    for (const status of ['approved', 'active', 'completed', 'complete', 'finished', 'ended', 'past']) {
      expect(isChatEligible(status)).toBe(true);
    }
    expect(isChatEligible(' Approved ')).toBe(true);
  });

  it('counts 1, 2 and true', () => {
    expect(isChatEligible(1)).toBe(true);
    expect(isChatEligible(2)).toBe(true);
    expect(isChatEligible(true)).toBe(true);
  });

  it('leaves out every other status and value', () => {
    for (const status of ['pending', 'cancelled', 'rejected', '', '1', 0, 3, false, null, undefined, {}]) {
      expect(isChatEligible(status)).toBe(false);
    }
  });
});

describe('message previews (spec 001 §9)', () => {
  it('names media', () => {
    expect(messagePreview({ type: 'image', content: '' })).toBe('[Image]');
    expect(messagePreview({ type: 'video', content: 'caption' })).toBe('[Video]');
    expect(messagePreview(null)).toBe('');
  });

  it('keeps text of 80 characters whole and cuts longer text to 80 with an ellipsis', () => {
    const eighty = 'a'.repeat(CHAT.previewLength);
    expect(messagePreview({ type: 'text', content: eighty })).toBe(eighty);
    const cut = messagePreview({ type: 'text', content: `${eighty}b` });
    expect(cut).toHaveLength(CHAT.previewLength);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('reads line breaks and runs of spaces as one space', () => {
    expect(messagePreview({ type: 'text', content: '  See you\n\nat   noon ' })).toBe('See you at noon');
  });
});

describe('the composer’s attachment wording (docs/decisions/137)', () => {
  it('names the caption box and what it says while empty', () => {
    expect(CHAT_MESSAGES.caption).toBe('Caption');
    expect(CHAT_MESSAGES.captionPlaceholder).toBe('Add a caption…');
    expect(CHAT_MESSAGES.removeAttachment).toBe('Remove attachment');
  });

  it('announces a picked file by kind, name and size, and its removal', () => {
    expect(CHAT_MESSAGES.attached({ kind: 'Video', name: 'sunset.webm', size: '1.3 MB' })).toBe(
      'Video sunset.webm attached, 1.3 MB. Add a caption if you like, then send.',
    );
    expect(CHAT_MESSAGES.attachmentRemoved).toBe('Attachment removed.');
  });
});
