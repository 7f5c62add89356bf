import {
  DEFAULT_AVATAR,
  type EventMemberProfile,
  PEOPLE_MESSAGES,
  type PublicProfile,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import { NotFoundError } from '../../lib/errors';
import { guestChoices } from '../guests/repository';
import { namedImages } from '../guests/service';
import type { UserRow } from '../users/repository';
import { findUserById, findUserBySlug, isMemberOfHostsEvent } from './repository';

/**
 * Who may read whose profile (docs/decisions/081): everyone their own; anyone signed in an
 * approved host's; a host the guests who hold a seat at one of their events. Anything else
 * answers 404 with the spec's 'User not found', the same as an account that does not exist,
 * so a slug or an id tells nobody whether an account is behind it.
 */
async function mayRead(deps: Pick<Deps, 'db'>, viewer: UserRow, target: UserRow) {
  if (viewer.id === target.id) return true;
  if (target.role === 'host') return target.hostStatus === 'approved';
  return viewer.role === 'host' && isMemberOfHostsEvent(deps.db, viewer.id, target.id);
}

async function profileOf(deps: Pick<Deps, 'db' | 'providers'>, user: UserRow): Promise<PublicProfile> {
  const { storage } = deps.providers;
  // Hosts pick no traits, interests or spots: nothing to read for them.
  const choices =
    user.role === 'guest'
      ? await guestChoices(deps.db, user.id)
      : { traits: [], interests: [], favoriteSpots: [] };
  const interests = namedImages(choices.interests, storage);
  const favoriteSpots = namedImages(choices.favoriteSpots, storage);
  return {
    id: user.id,
    slug: user.slug,
    role: user.role === 'guest' ? 'guest' : 'host',
    name: user.name,
    location: user.location,
    image: user.profilePhotoKey ? storage.urlFor(user.profilePhotoKey) : DEFAULT_AVATAR,
    about: user.bio,
    traits: namedImages(choices.traits, storage),
    categories: {
      interests: interests.map((entry) => entry.name),
      favorite_spots: favoriteSpots.map((entry) => entry.name),
    },
    category_objects: { interests, favorite_spots: favoriteSpots },
    socials: { instagram: user.instagram, twitter: user.twitter, linkedin: user.linkedin },
  };
}

/** `GET /api/public/user/{slug or username}`: the slug is the username. */
export async function publicProfile(deps: Pick<Deps, 'db' | 'providers'>, viewer: UserRow, slug: string) {
  const target = await findUserBySlug(deps.db, slug);
  if (!target || !(await mayRead(deps, viewer, target))) throw new NotFoundError(PEOPLE_MESSAGES.notFound);
  return profileOf(deps, target);
}

/** `GET /api/user/event-member/{userId}`: only a guest with a seat at one of the host's events. */
export async function eventMemberProfile(
  deps: Pick<Deps, 'db' | 'providers'>,
  host: UserRow,
  userId: number,
): Promise<EventMemberProfile> {
  const target = await findUserById(deps.db, userId);
  const member =
    target !== null && target.role === 'guest' && (await isMemberOfHostsEvent(deps.db, host.id, target.id));
  if (!target || !member) throw new NotFoundError(PEOPLE_MESSAGES.notFound);
  const profile = await profileOf(deps, target);
  return { ...profile, bio: profile.about };
}
