import type { EventMember } from '@friendly/contracts/event-views';
import type { PublicProfile } from '@friendly/contracts/people';
import { useApiRead } from '../../../api/read';
import { getEventMemberProfile } from './get-event-member-profile';
import { getPublicProfile } from './get-public-profile';

/** A member's profile as the modal shows it, whichever of the two calls found it. */
export type MemberProfile = PublicProfile;

/**
 * The spec's two tries (001 §7 'Event details'): the public profile by the member's slug
 * first, then the event-member profile by their user id. Fails with the second call's
 * error when neither finds them.
 */
export async function getMemberProfile(
  member: Pick<EventMember, 'slug' | 'user_id'>,
): Promise<MemberProfile> {
  if (member.slug) {
    try {
      return (await getPublicProfile(member.slug)).data;
    } catch {
      // Not public to this host (or gone): the event-member profile is the fallback.
    }
  }
  const { data } = await getEventMemberProfile(member.user_id);
  return { ...data, about: data.about ?? data.bio };
}

/** The profile of the member whose modal is open (null: none is). */
export function useMemberProfile(member: Pick<EventMember, 'slug' | 'user_id'> | null) {
  return useApiRead(
    member ? ['member-profile', member.slug, member.user_id] : null,
    { load: () => getMemberProfile(member as EventMember) },
    { shouldRetryOnError: false, revalidateIfStale: false },
  );
}
