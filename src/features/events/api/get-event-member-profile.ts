import { eventMemberProfileResponseSchema } from '@friendly/contracts/people';
import { readApi } from '../../../api/read';

/** GET /api/user/event-member/{userId} — the fallback for a member's profile (spec 001 §7). */
export const eventMemberProfileKey = (userId: number) => `/user/event-member/${userId}`;

export const getEventMemberProfile = (userId: number) =>
  readApi(eventMemberProfileKey(userId), { schema: eventMemberProfileResponseSchema });
