import { publicProfileResponseSchema } from '@friendly/contracts/people';
import { apiRequest } from '../../../api/http';

/** GET /api/public/user/{slug or username} — tried first for a member's profile (spec 001 §7). */
export const publicProfileKey = (slug: string) => `/public/user/${encodeURIComponent(slug)}`;

export const getPublicProfile = (slug: string) =>
  apiRequest(publicProfileKey(slug), { schema: publicProfileResponseSchema });
