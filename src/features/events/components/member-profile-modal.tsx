import { DEFAULT_AVATAR } from '@friendly/contracts/constants';
import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import type { EventMember } from '@friendly/contracts/event-views';
import {
  Avatar,
  Badge,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Heading,
  Spinner,
} from '@friendly/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { type MemberProfile, useMemberProfile } from '../api/get-member-profile';

const SOCIAL_NAMES = { instagram: 'Instagram', twitter: 'Twitter', linkedin: 'LinkedIn' } as const;

function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <Heading level={3} size="sm">
        {title}
      </Heading>
      {children}
    </section>
  );
}

function Tags({
  items,
  hashtag = false,
}: {
  items: ReadonlyArray<{ id: number; name: string; image: string | null }>;
  hashtag?: boolean;
}) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item.id} className="min-w-0 max-w-full">
          <Badge variant="outline" icon={item.image} hashtag={hashtag}>
            {item.name}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function ProfileBody({ profile }: { profile: MemberProfile }) {
  const socials = (Object.keys(SOCIAL_NAMES) as Array<keyof typeof SOCIAL_NAMES>).filter(
    (network) => profile.socials[network],
  );
  return (
    <div className="grid gap-5">
      {profile.traits.length > 0 ? <Tags items={profile.traits} /> : null}
      {profile.about ? (
        <ProfileSection title={EVENT_MESSAGES.profileAbout}>
          <p className="whitespace-pre-line break-words text-ink-700">{profile.about}</p>
        </ProfileSection>
      ) : null}
      {profile.category_objects.interests.length > 0 ? (
        <ProfileSection title={EVENT_MESSAGES.profileInterests}>
          <Tags items={profile.category_objects.interests} />
        </ProfileSection>
      ) : null}
      {profile.category_objects.favorite_spots.length > 0 ? (
        <ProfileSection title={EVENT_MESSAGES.profileFavoriteSpots}>
          <Tags items={profile.category_objects.favorite_spots} />
        </ProfileSection>
      ) : null}
      {socials.length > 0 ? (
        <ProfileSection title={EVENT_MESSAGES.profileSocials}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {socials.map((network) => (
              <li key={network}>
                <a
                  href={profile.socials[network] ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {SOCIAL_NAMES[network]}
                </a>
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}
    </div>
  );
}

/**
 * A member's profile (spec 001 §2 'Event details'): photo, name ('Member' without one),
 * location, About, traits, Interests, Favorite spots and Socials. The public profile is
 * asked for first, then the event-member profile; when neither finds them, 'User not
 * found' is toasted and the modal closes (§8). Loaded on the first ask, through
 * `MemberProfileDialog`.
 */
export default function MemberProfileModal({
  member,
  onClose,
}: {
  member: EventMember | null;
  onClose: () => void;
}) {
  // The member stays on screen while the dialog animates closed.
  const shown = useRef(member);
  if (member) shown.current = member;
  const { data: profile, error, isLoading } = useMemberProfile(member);
  // Read from the hook's state, not a callback: a member asked about again right after a
  // failure gets the cached failure, and must close the same way.
  useEffect(() => {
    if (!member || !error) return;
    toast.error(EVENT_MESSAGES.userNotFound);
    onClose();
  }, [member, error, onClose]);
  const current = shown.current;
  const name = profile?.name ?? current?.name ?? EVENT_MESSAGES.memberFallbackName;
  const location = profile ? profile.location : current?.location;

  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="md" aria-busy={isLoading || undefined}>
        <DialogHeader className="flex flex-row items-center gap-4 text-left">
          <Avatar src={profile?.image ?? current?.avatar} alt="" fallbackSrc={DEFAULT_AVATAR} size="lg" />
          <div className="grid min-w-0 gap-1">
            <DialogTitle className="break-words">{name}</DialogTitle>
            <DialogDescription className={location ? 'break-words' : 'sr-only'}>
              {location || name}
            </DialogDescription>
          </div>
        </DialogHeader>
        {profile ? (
          <ProfileBody profile={profile} />
        ) : (
          <Spinner label={EVENT_MESSAGES.profileLoading} showLabel className="py-6" />
        )}
      </DialogContent>
    </Dialog>
  );
}
