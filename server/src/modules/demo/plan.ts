import type {
  AddressReveal,
  CancellationPolicy,
  EventType,
  GuestAnswers,
  GuestQuestions,
} from '@friendly/contracts';
import type { Scene } from './pictures';

/**
 * What the demo holds (docs/decisions/083), as data. Times are days before ("ago") or after
 * the day the demo was first seeded, its anchor; the seed replays them on the services with
 * a clock set to each moment, so every row was made the way the app makes it.
 */

export const DEMO_TIME_ZONE = 'Australia/Sydney';
export const DEMO_COUNTRY = { iso: 'AU', dialCode: '+61' } as const;

/** The host signed up this many days before the anchor (the anchor is recovered from it). */
export const HOST_SIGNED_UP_DAYS_AGO = 60;

export const DEMO_HOST = {
  phone: '400000000',
  name: 'Maya Rossi',
  email: 'maya.rossi@demo.friendlyhost.test',
  location: 'Surry Hills, Sydney NSW, Australia',
  city: 'Sydney',
  latitude: -33.8886,
  longitude: 151.2094,
  bio: 'I cook for a few people at a time: long lunches, dumpling nights and slow Sunday breakfasts in my Surry Hills flat and on the harbour. Come hungry, leave with a new friend.',
  businessName: 'Maya’s Table',
} as const;

export type DemoGuestKey = 'amy' | 'ben' | 'chloe' | 'dev' | 'ella' | 'finn';

export type DemoGuest = {
  key: DemoGuestKey;
  phone: string;
  name: string;
  location: string;
  about: string;
  /** Names in the reference lists (docs/decisions/074); a name the team retired is skipped. */
  traits: string[];
  interests: string[];
  favoriteSpots: string[];
  instagram: string;
  twitter: string;
  linkedin: string;
};

export const DEMO_GUESTS: DemoGuest[] = [
  {
    key: 'amy',
    phone: '400000001',
    name: 'Amy Chen',
    location: 'Newtown, Sydney',
    about: 'Sourdough baker, pho hunter and the friend who always brings dessert.',
    traits: ['Foodie', 'Curious', 'Early riser'],
    interests: ['Brunch', 'Cooking class', 'Dinner'],
    favoriteSpots: ['Kitchen', 'Café'],
    instagram: '@amy.bakes',
    twitter: 'amychen',
    linkedin: 'amy-chen-demo',
  },
  {
    key: 'ben',
    phone: '400000002',
    name: 'Ben Okafor',
    location: 'Marrickville, Sydney',
    about: 'Board-game collector and weekend cyclist. I will teach you any game in five minutes.',
    traits: ['Easygoing', 'Storyteller', 'Night owl'],
    interests: ['Board games', 'Live music', 'Dinner'],
    favoriteSpots: ['Home', 'Rooftop'],
    instagram: '@ben.plays',
    twitter: 'benokafor',
    linkedin: 'ben-okafor-demo',
  },
  {
    key: 'chloe',
    phone: '400000003',
    name: 'Chloe Martin',
    location: 'Bondi, Sydney',
    about: 'Ocean swimmer and amateur potter, new to Sydney and meeting people one table at a time.',
    traits: ['Outdoorsy', 'Creative', 'Good listener'],
    interests: ['Hiking', 'Art & crafts', 'Coffee & chat'],
    favoriteSpots: ['Beach', 'Park', 'Studio'],
    instagram: '@chloe.swims',
    twitter: 'chloemartin',
    linkedin: 'chloe-martin-demo',
  },
  {
    key: 'dev',
    phone: '400000004',
    name: 'Dev Sharma',
    location: 'Parramatta, Sydney',
    about: 'Software tester by day, spice-blend tinkerer by night. Happy to wash up.',
    traits: ['Curious', 'Foodie', 'Bookworm'],
    interests: ['Cooking class', 'Book club', 'Wine tasting'],
    favoriteSpots: ['Kitchen', 'Garden'],
    instagram: '@dev.spices',
    twitter: 'devsharma',
    linkedin: 'dev-sharma-demo',
  },
  {
    key: 'ella',
    phone: '400000005',
    name: 'Ella Nguyen',
    location: 'Glebe, Sydney',
    about: 'Bookshop manager who reads at breakfast. Looking for conversation that goes past midnight.',
    traits: ['Bookworm', 'Good listener', 'Night owl'],
    interests: ['Book club', 'Board games', 'Brunch'],
    favoriteSpots: ['Café', 'Home'],
    instagram: '@ella.reads',
    twitter: 'ellanguyen',
    linkedin: 'ella-nguyen-demo',
  },
  {
    key: 'finn',
    phone: '400000006',
    name: 'Finn O’Brien',
    location: 'Manly, Sydney',
    about: 'Sunrise walker, coffee snob and part-time ukulele player.',
    traits: ['Early riser', 'Outdoorsy', 'Easygoing'],
    interests: ['Hiking', 'Coffee & chat', 'Live music'],
    favoriteSpots: ['Beach', 'Park'],
    instagram: '@finn.walks',
    twitter: 'finnobrien',
    linkedin: 'finn-obrien-demo',
  },
];

export type DemoMember = {
  guest: DemoGuestKey;
  joinedDaysAgo: number;
  /** Gave the seat back this many days before the anchor (before the start). */
  leftDaysAgo?: number;
  /** The guest's review, this many days after the event ended. */
  review?: { daysAfterEnd: number; rating: number; comment: string };
  /** Their answers to the event's questions, given as they joined (docs/decisions/154). */
  answers?: GuestAnswers;
};

/**
 * A message in the event's group chat (docs/decisions/091): from the host or a guest who
 * holds a seat at the end of the story, at a moment counted from the anchor or from the
 * event's start, never later than the anchor.
 */
export type DemoMessage = {
  from: 'host' | DemoGuestKey;
  at: { daysAgo: number } | { hoursFromStart: number };
  text: string;
  /** A picture of the event's scene (this variant) sent with the text. */
  picture?: number;
};

export type DemoEvent = {
  /** Finds the event again on the next run: titles are unique among the demo host's events. */
  title: string;
  /** What the demo shows of it. */
  target: 'pending' | 'approved' | 'cancelled' | 'rejected' | 'completed' | 'called_off';
  eventType: EventType;
  /** The event's day: days after the anchor (negative: before). */
  dayOffset: number;
  startTime: string;
  endTime: string;
  createdDaysAgo: number;
  /** When the team approved or rejected it, or the host cancelled it. */
  decidedDaysAgo?: number;
  rejectionReason?: string;
  capacity: number;
  /** The area anyone sees; the point is the venue's own (docs/decisions/152). */
  location: string;
  latitude: number;
  longitude: number;
  /** The street address or venue, and how to get in: the host's and members' alone. */
  address: string;
  arrivalNotes?: string;
  /** When members see them; as soon as they join when not named. */
  addressReveal?: AddressReveal;
  /** What guests are asked as they join (docs/decisions/154); nothing when not named. */
  questions?: GuestQuestions;
  description: string;
  categories: string[];
  spots: string[];
  ageGroups: string[];
  scene: Scene;
  images: number;
  members: DemoMember[];
  /**
   * A paid event's members pay on the sandbox's test card page (docs/decisions/084); only
   * events still to come are paid, so every payment happens outside the completion lock.
   */
  isPaid: boolean;
  /** Major units, e.g. '45.00' (paid events). */
  price?: string;
  /** The early-bird discount in percent, when on. */
  discount?: number;
  /** What a guest who leaves gets back (docs/decisions/147); flexible when not named. */
  cancellationPolicy?: CancellationPolicy;
  /** Members needed by the go/no-go (docs/decisions/148); one when not named. */
  minGuests?: number;
  /** Guests in line for a seat of a full event, in the order they joined it (docs/decisions/149). */
  waitlist?: Array<{ guest: DemoGuestKey; joinedDaysAgo: number }>;
  /** Its group chat, for approved and completed events. */
  chat?: DemoMessage[];
  /** The host has read the whole chat (else its last messages show as unread). */
  hostReadChat?: boolean;
};

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Dumpling folding night',
    target: 'completed',
    eventType: 'all',
    dayOffset: -12,
    startTime: '18:00',
    endTime: '21:00',
    createdDaysAgo: 45,
    decidedDaysAgo: 44,
    capacity: 6,
    location: 'Surry Hills, Sydney NSW, Australia',
    latitude: -33.8886,
    longitude: 151.2094,
    address: '12 Crown Street, Surry Hills NSW 2010',
    arrivalNotes: 'Ring the top bell, second floor. The front door sticks: give it a firm push.',
    description:
      'We fold three kinds of dumplings from scratch (pork and chive, mushroom, prawn), steam and pan-fry them, and eat everything we make. Aprons and tea provided.',
    categories: ['Cooking class', 'Dinner'],
    spots: ['Kitchen'],
    ageGroups: ['26–35', '36–45'],
    scene: 'dumplings',
    images: 2,
    isPaid: false,
    hostReadChat: true,
    chat: [
      {
        from: 'host',
        at: { hoursFromStart: -26 },
        text: 'Hi all! Tomorrow at 6. Aprons and tea are on me; bring an appetite and any dipping sauce you swear by.',
      },
      { from: 'amy', at: { hoursFromStart: -25 }, text: 'Can’t wait! Is there parking nearby?' },
      {
        from: 'host',
        at: { hoursFromStart: -24.5 },
        text: 'Street parking on Crown St after 6, or the 374 bus stops at the corner.',
      },
      { from: 'dev', at: { hoursFromStart: -3 }, text: 'Bringing my homemade chilli crisp 🌶️' },
      {
        from: 'host',
        at: { hoursFromStart: 15 },
        text: 'Thank you for a lovely night! Here is our tray before it hit the steamer.',
        picture: 2,
      },
      { from: 'ben', at: { hoursFromStart: 16 }, text: 'My pleats are improving, I promise.' },
      { from: 'ella', at: { hoursFromStart: 18 }, text: 'Still full. Thanks Maya!' },
    ],
    members: [
      {
        guest: 'amy',
        joinedDaysAgo: 40,
        review: {
          daysAfterEnd: 1,
          rating: 5,
          comment:
            'Maya is a patient teacher and the chilli oil was unreal. I have been folding dumplings all week.',
        },
      },
      {
        guest: 'ben',
        joinedDaysAgo: 38,
        review: {
          daysAfterEnd: 1,
          rating: 4,
          comment: 'Great night and lovely people. My pleats were a disaster but they tasted fine!',
        },
      },
      {
        guest: 'dev',
        joinedDaysAgo: 30,
        review: {
          daysAfterEnd: 2,
          rating: 5,
          comment: 'Felt like cooking at a friend’s place. Left with a full stomach and the recipe.',
        },
      },
      { guest: 'ella', joinedDaysAgo: 25 },
      { guest: 'finn', joinedDaysAgo: 20, leftDaysAgo: 18 },
    ],
  },
  {
    title: 'Harbour sunrise walk & coffee',
    target: 'completed',
    eventType: 'plus-priority',
    dayOffset: -26,
    startTime: '06:00',
    endTime: '08:30',
    createdDaysAgo: 35,
    decidedDaysAgo: 34,
    capacity: 4,
    location: 'Mrs Macquaries Point, Sydney NSW, Australia',
    latitude: -33.8599,
    longitude: 151.2222,
    address: 'Mrs Macquaries Chair, Mrs Macquaries Road, Sydney NSW 2000',
    arrivalNotes: 'Meet at the sandstone seat at the very end of the point. Coffee is on the thermos.',
    description:
      'An easy 5 km walk around the harbour as the sun comes up, then flat whites and pastries at a café by the water.',
    categories: ['Hiking', 'Coffee & chat'],
    spots: ['Park', 'Café'],
    ageGroups: ['All ages'],
    scene: 'sunrise',
    images: 2,
    isPaid: false,
    hostReadChat: true,
    chat: [
      {
        from: 'host',
        at: { hoursFromStart: -14 },
        text: 'We meet at the Andrew (Boy) Charlton pool gate at 6 sharp. Wear comfy shoes!',
      },
      { from: 'finn', at: { hoursFromStart: -13 }, text: 'I’ll be the one with two coffees already.' },
      {
        from: 'chloe',
        at: { hoursFromStart: 4 },
        text: 'That light over the bridge 😍 Thanks for waiting for me at the end.',
      },
    ],
    members: [
      {
        guest: 'finn',
        joinedDaysAgo: 33,
        review: {
          daysAfterEnd: 1,
          rating: 5,
          comment: 'Best start to a Saturday. Maya knows every good coffee spot on the harbour.',
        },
      },
      {
        guest: 'chloe',
        joinedDaysAgo: 31,
        review: {
          daysAfterEnd: 2,
          rating: 3,
          comment: 'Beautiful walk, but a bit fast for me and the café was packed. Would come again.',
        },
      },
      {
        guest: 'ben',
        joinedDaysAgo: 29,
        review: { daysAfterEnd: 3, rating: 4, comment: 'Worth the alarm clock.' },
      },
    ],
  },
  {
    title: 'Slow Sunday long lunch',
    target: 'approved',
    eventType: 'all',
    dayOffset: 9,
    startTime: '12:00',
    endTime: '15:30',
    createdDaysAgo: 16,
    decidedDaysAgo: 15,
    capacity: 6,
    location: 'Surry Hills, Sydney NSW, Australia',
    latitude: -33.8886,
    longitude: 151.2094,
    address: '12 Crown Street, Surry Hills NSW 2010',
    arrivalNotes: 'Ring the top bell, second floor.',
    addressReveal: 'day_before',
    questions: {
      dietary: true,
      allergies: true,
      accessibility: true,
      custom: ['Red, white or no wine?'],
    },
    description:
      'Slow-cooked lamb shoulder, garden salads, a lemon tart and good conversation around one long table. Vegetarian plates on request.',
    categories: ['Dinner', 'Coffee & chat'],
    spots: ['Home', 'Garden'],
    ageGroups: ['26–35', '36–45', '46–60'],
    scene: 'table',
    images: 3,
    isPaid: true,
    price: '45.00',
    discount: 20,
    cancellationPolicy: 'moderate',
    chat: [
      {
        from: 'host',
        at: { daysAgo: 5 },
        text: 'Welcome to the long lunch! Any dietary needs? There will be vegetarian plates for anyone who wants them.',
      },
      { from: 'amy', at: { daysAgo: 4.8 }, text: 'No dietary needs here. Shall I bring a dessert wine?' },
      { from: 'host', at: { daysAgo: 4.7 }, text: 'Yes please, it goes perfectly with the lemon tart.' },
      { from: 'chloe', at: { daysAgo: 3 }, text: 'Vegetarian for me, thank you!' },
      { from: 'finn', at: { daysAgo: 1 }, text: 'Just joined. Looking forward to it!' },
    ],
    members: [
      {
        guest: 'amy',
        joinedDaysAgo: 14,
        answers: { dietary: ['vegetarian'], allergies: 'Tree nuts', custom: ['White, please'] },
      },
      { guest: 'ben', joinedDaysAgo: 9, leftDaysAgo: 4 },
      { guest: 'chloe', joinedDaysAgo: 10, answers: { dietary: ['gluten_free'], custom: ['Red'] } },
      { guest: 'ella', joinedDaysAgo: 6, answers: { dietary: ['vegetarian'], accessibility: ['step_free'] } },
      { guest: 'finn', joinedDaysAgo: 2, answers: { custom: ['No wine for me'] } },
    ],
  },
  {
    title: 'Board games & banana bread',
    target: 'approved',
    eventType: 'plus-priority',
    dayOffset: 4,
    startTime: '15:00',
    endTime: '18:00',
    createdDaysAgo: 6,
    decidedDaysAgo: 5,
    capacity: 3,
    location: 'Surry Hills, Sydney NSW, Australia',
    latitude: -33.8886,
    longitude: 151.2094,
    address: '12 Crown Street, Surry Hills NSW 2010',
    arrivalNotes: 'Second floor. The lift is at the back of the lobby.',
    description: 'Wingspan, Codenames and a warm banana bread straight from the oven. Beginners welcome.',
    categories: ['Board games', 'Brunch'],
    spots: ['Home'],
    ageGroups: ['18–25', '26–35'],
    scene: 'games',
    images: 1,
    isPaid: false,
    cancellationPolicy: 'strict',
    chat: [
      {
        from: 'host',
        at: { daysAgo: 2 },
        text: 'Which games do you fancy? I have Wingspan, Codenames and Azul.',
      },
      { from: 'ben', at: { daysAgo: 1.9 }, text: 'Wingspan!' },
      { from: 'dev', at: { daysAgo: 1.5 }, text: 'Codenames for me, I’m new to Wingspan.' },
      {
        from: 'ella',
        at: { daysAgo: 0.5 },
        text: 'Happy to play anything. Is the banana bread gluten free by any chance?',
      },
    ],
    members: [
      { guest: 'ben', joinedDaysAgo: 4 },
      { guest: 'dev', joinedDaysAgo: 3 },
      { guest: 'ella', joinedDaysAgo: 1 },
    ],
    // Full: two more wait for a seat (docs/decisions/149).
    waitlist: [
      { guest: 'chloe', joinedDaysAgo: 0.8 },
      { guest: 'amy', joinedDaysAgo: 0.5 },
    ],
  },
  {
    title: 'Sourdough starter swap',
    target: 'pending',
    eventType: 'premium',
    dayOffset: 18,
    startTime: '10:00',
    endTime: '12:00',
    createdDaysAgo: 1,
    capacity: 5,
    location: 'Surry Hills, Sydney NSW, Australia',
    latitude: -33.8886,
    longitude: 151.2094,
    address: '12 Crown Street, Surry Hills NSW 2010',
    description:
      'Bring a jar, take home a lively starter and a loaf. We feed, shape and bake together, with coffee while the oven heats.',
    categories: ['Cooking class', 'Brunch'],
    spots: ['Kitchen'],
    ageGroups: ['All ages'],
    scene: 'bread',
    images: 2,
    isPaid: false,
    members: [],
  },
  {
    title: 'Rooftop wine & cheese evening',
    target: 'rejected',
    eventType: 'all',
    dayOffset: 24,
    startTime: '19:00',
    endTime: '22:00',
    createdDaysAgo: 8,
    decidedDaysAgo: 7,
    rejectionReason:
      'Events that serve alcohol need a responsible service of alcohol (RSA) certificate on file. Please add yours and submit the event again.',
    capacity: 6,
    location: 'Darlinghurst, Sydney NSW, Australia',
    latitude: -33.8792,
    longitude: 151.2166,
    address: '88 Victoria Street, Darlinghurst NSW 2010',
    arrivalNotes: 'Buzz 12 and take the lift to the rooftop (R).',
    addressReveal: 'day_before',
    description: 'Four natural wines, three cheeses and the city lights from a quiet rooftop.',
    categories: ['Wine tasting'],
    spots: ['Rooftop'],
    ageGroups: ['26–35', '36–45'],
    scene: 'rooftop',
    images: 1,
    isPaid: false,
    members: [],
  },
  {
    title: 'Beach picnic at Bronte',
    target: 'cancelled',
    eventType: 'all',
    dayOffset: 30,
    startTime: '11:00',
    endTime: '14:00',
    createdDaysAgo: 5,
    decidedDaysAgo: 3,
    capacity: 6,
    location: 'Bronte Beach, Sydney NSW, Australia',
    latitude: -33.9036,
    longitude: 151.2683,
    address: 'Bronte Park, Bronte Road, Bronte NSW 2024',
    arrivalNotes: 'Look for the blue picnic rug by the south barbecues.',
    description:
      'Rice-paper rolls, watermelon and a dip in the ocean pool. Cancelled: the council closed the park that weekend.',
    categories: ['Brunch'],
    spots: ['Beach', 'Park'],
    ageGroups: ['All ages'],
    scene: 'beach',
    images: 1,
    isPaid: false,
    members: [],
  },
  {
    // Called off by its go/no-go (docs/decisions/148): one guest of the four it needed.
    title: 'Taco night for a full table',
    target: 'called_off',
    eventType: 'plus-priority',
    dayOffset: 1,
    startTime: '18:30',
    endTime: '21:00',
    createdDaysAgo: 8,
    decidedDaysAgo: 7,
    capacity: 6,
    minGuests: 4,
    location: 'Newtown, Sydney NSW, Australia',
    latitude: -33.8968,
    longitude: 151.1792,
    address: '45 King Street, Newtown NSW 2042',
    arrivalNotes: 'The green door beside the bookshop; ring once.',
    description:
      'Slow-cooked carnitas, three salsas and hand-pressed tortillas, if four of us can make it to make the cooking worth it.',
    categories: ['Dinner'],
    spots: ['Home'],
    ageGroups: ['26–35', '36–45'],
    scene: 'table',
    images: 1,
    isPaid: false,
    members: [{ guest: 'finn', joinedDaysAgo: 5 }],
  },
];
