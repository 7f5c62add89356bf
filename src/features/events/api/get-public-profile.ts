import { publicProfileResponseSchema } from '@friendly/contracts/people';
import { readApi } from '../../../api/read';

/** GET /api/public/user/{slug or username} — tried first for a member's profile (spec 001 §7). */
export const publicProfileKey = (slug: string) => `/public/user/${encodeURIComponent(slug)}`;

export const getPublicProfile = (slug: string) =>
  readApi(publicProfileKey(slug), { schema: publicProfileResponseSchema });
