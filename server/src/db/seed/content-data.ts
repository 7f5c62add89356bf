import type { Faq, HomeContent, ReferAndEarnContent, Testimonial } from '@friendly/contracts';

/**
 * The content a new installation starts with: the home page, Refer & Earn, the legal
 * pages, testimonials and FAQs. Plain data, so the home screen's stories show exactly
 * what the server seeds (stories/screens/fixtures/home.ts reads it through the contract).
 */

/** When the seeded texts were last changed: the pages' `updated_at` (one date per page). */
export const CONTENT_UPDATED_AT = new Date('2026-11-01T09:00:00.000Z');

export const HOME_CONTENT: HomeContent = {
  banner_title_prefix: 'Turn your table into',
  banner_title_highlight: 'a gathering worth joining',
  banner_title_suffix: 'with Friendly Host.',
  banner_paragraph:
    'Host small, in-person get-togethers for one to six guests — supper clubs, sunrise walks, board-game nights, pottery afternoons. You set the date, the price and the mood; we bring the guests, take the payments and keep everyone in the loop.',
  banner_cta_text: 'Start hosting',
  banner_cta_link: '/register',
  banner_image: '/images/cms/banner.svg',
  about_title: 'About Friendly Host',
  about_heading: 'Small groups. Real conversations. Hosts who care.',
  about_paragraph:
    'Friendly Host began with a simple idea: the best evenings happen around a small table, not in a crowded room. We give neighbourhood hosts the tools to welcome a handful of guests at a time — a reviewed host profile so guests know who they are meeting, secure card payments paid out to your own account, a group chat for every event and honest reviews afterwards. You bring the warmth; we handle the admin.',
  about_image: '/images/cms/about.svg',
  features_title: 'Why hosts choose us',
  features_heading: 'Everything you need to host with confidence',
  features1_title: 'Your event, your rules',
  features1_text:
    'Choose who your gathering is for — individuals, couples or families — set an age range, pick free or paid, and cap it at up to six guests so every person gets a seat at the table.',
  features2a_title: 'Paid straight to you',
  features2a_text:
    'Guests pay by card when they join. Your share goes to your own Stripe account, and every transaction, refund and payout is listed in one place.',
  features2b_title: 'Guests you can trust',
  features2b_text:
    'Every host is reviewed by our team before their first event, and guests leave reviews after each gathering, so good hosts and good guests find each other.',
  features3_title: 'One chat per event',
  features3_text:
    'A group chat opens for each event, so you can share the address, the menu or a change of plan with everyone who is coming — without swapping phone numbers.',
  hiw_title: 'How it works',
  hiw_heading: 'From first idea to full table in four steps',
  hiw_steps: [
    {
      title: 'Sign up with your mobile',
      text: 'Enter your number, type the six-digit code we text you, and you are in. No passwords to remember.',
    },
    {
      title: 'Tell guests about yourself',
      text: 'Add a photo, your city and a few lines about you. Our team reviews every profile, usually within one working day.',
    },
    {
      title: 'Connect your payout account',
      text: 'Link a Stripe account in a few minutes so that money from paid events lands in your bank.',
    },
    {
      title: 'Publish your first gathering',
      text: 'Pick a date, a place and a price, add a few photos, and watch guests join from the Friendly Host app.',
    },
  ],
  guest_title: 'Looking for a gathering to join?',
  guest_paragraph:
    'Guests find and book events in the Friendly Host app. Browse what is on near you this week, pay securely, chat with your host and meet people who like what you like.',
  guest_ios_url: 'https://apps.apple.com/app/friendly-host',
  guest_android_url: 'https://play.google.com/store/apps/details?id=app.friendlyhost',
  guest_image: '/images/cms/guest-app.svg',
};

export const REFER_AND_EARN_CONTENT: ReferAndEarnContent = {
  page_title: 'Refer a host, share the welcome',
  subtitle:
    'Know someone who throws the best dinner parties, leads the friendliest walking group or runs a cosy craft circle? Invite them to host on Friendly Host.',
  steps: [
    {
      title: 'Share your invitation',
      text: 'Tell a friend about Friendly Host and ask them to sign up with their mobile number.',
    },
    {
      title: 'They get approved',
      text: 'Once they complete their host profile, our team reviews it just as we reviewed yours.',
    },
    {
      title: 'They host their first event',
      text: 'When their first gathering with at least one paying guest is completed, the referral counts.',
    },
    {
      title: 'You both benefit',
      text: 'We will be in touch by e-mail to thank you both — and you will have a new host to swap ideas with.',
    },
  ],
  note: 'Referral rewards are announced by e-mail and may change from time to time. Referrals need a new host account and a completed first event; self-referrals do not count.',
  hero_image: '/images/cms/refer-hero.svg',
};

export const TERMS_HTML = `<p>These terms explain the agreement between you and Friendly Host when you host gatherings through our website and apps. Please read them carefully: by creating a host account you accept them.</p>
<h2>1. Your account</h2>
<p>You sign in with a mobile number that you control and a one-time code we send to it. Keep your phone secure and never share a code with anyone — our team will never ask for one. You must be at least 18 years old to host.</p>
<h2>2. Host review</h2>
<p>Before you can publish events, our team reviews your host profile. We may approve or decline a profile at our discretion, and we may ask for more information. The details you give must be accurate and your photo must show you.</p>
<h2>3. Events you host</h2>
<ul>
<li>Gatherings are for one to six guests and take place in person.</li>
<li>You are responsible for the venue, for food safety and for any permits or insurance that your activity requires.</li>
<li>Describe your event honestly, including the price, the location and who it is suitable for.</li>
<li>You may cancel a pending event; guests who have paid for a cancelled event are refunded in full.</li>
</ul>
<h2>4. Payments and fees</h2>
<p>Guests pay through our payment partner, Stripe. To receive money you must connect a Stripe account and accept Stripe's own terms. We keep a platform commission (currently 15% of the ticket price) and pass the rest, less any refunds, to your connected account.</p>
<h2>5. Conduct</h2>
<p>Treat guests with respect. Harassment, discrimination, unsafe activities and attempts to take payments outside Friendly Host are not allowed and may lead to your account being closed.</p>
<h2>6. Reviews and content</h2>
<p>Guests may review your events. You keep ownership of the photos and text you upload, and you give us permission to show them on Friendly Host for as long as they are published.</p>
<h2>7. Liability</h2>
<p>Friendly Host connects hosts and guests; we do not run the events ourselves. To the extent the law allows, we are not liable for what happens at an event. Nothing in these terms limits rights you have under consumer law.</p>
<h2>8. Changes and contact</h2>
<p>We may update these terms and will tell you about significant changes in the app or by e-mail. Questions? Use the <a href="/contact-us">contact form</a>.</p>`;

export const PRIVACY_HTML = `<p>This policy explains what personal information Friendly Host collects, why, and the choices you have.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details:</strong> your mobile number and country, used to sign you in with one-time codes.</li>
<li><strong>Host profile:</strong> your name, photo, city, e-mail address and the bio you write.</li>
<li><strong>Events and messages:</strong> the gatherings you publish, the chats you take part in and the reviews you receive.</li>
<li><strong>Payments:</strong> your Stripe account identifier and its status. Card and bank details are handled by Stripe and never stored by us.</li>
<li><strong>Technical data:</strong> IP addresses and request logs, kept briefly to protect the service from abuse.</li>
</ul>
<h2>How we use it</h2>
<p>To run your account, review host profiles, show your events to guests, process payments and payouts, send you notifications about your account and events, and keep the community safe.</p>
<h2>Who we share it with</h2>
<p>Guests see your public profile (name, photo, city, bio) and your events. We share what is needed with our service providers — Stripe for payments and our SMS provider for one-time codes — and with authorities when the law requires it. We never sell your personal information.</p>
<h2>Keeping it safe</h2>
<p>One-time codes are stored only in hashed form, sessions can be ended at any time by logging out, and uploaded photos are re-encoded to strip hidden location data.</p>
<h2>Your choices</h2>
<p>You can update your profile at any time from My Profile. To access, correct or delete your information, or to close your account, write to us through the <a href="/contact-us">contact form</a>.</p>`;

export const TESTIMONIALS: Omit<Testimonial, 'id'>[] = [
  {
    content:
      'I had been cooking Sunday lunches for friends for years. Friendly Host turned that into a monthly table for five strangers who left as friends — and the payouts cover my market shopping.',
    name: 'Amelia Hart',
    location: 'Fremantle, Australia',
    avatar: '/images/cms/avatar-amelia.svg',
  },
  {
    content:
      'Setting up took an evening. The review gave me confidence that guests would take it seriously, and the group chat means I never have to hand out my number.',
    name: 'Daniel Okafor',
    location: 'Manchester, United Kingdom',
    avatar: '/images/cms/avatar-daniel.svg',
  },
  {
    content:
      'My sunrise beach walks used to be just me and my dog. Now there are six of us every Saturday, and two regulars have started hosting their own coffee mornings.',
    name: 'Priya Nair',
    location: 'Auckland, New Zealand',
    avatar: '/images/cms/avatar-priya.svg',
  },
  {
    content:
      'Capping the group at six is the magic. Everyone talks, nobody hides in a corner, and I can actually look after each guest at my board-game nights.',
    name: 'Lucas Moreau',
    location: 'Montréal, Canada',
    avatar: '/images/cms/avatar-lucas.svg',
  },
];

export const FAQS: Omit<Faq, 'id'>[] = [
  {
    question: 'Who can host on Friendly Host?',
    answer:
      'Anyone aged 18 or over with a mobile number and something they love sharing — a meal, a walk, a craft, a game. Every host profile is reviewed by our team before the first event goes live.',
  },
  {
    question: 'How long does the host review take?',
    answer:
      'Most profiles are reviewed within one working day. You will get a notification as soon as a decision is made, and you can check your status at any time by signing in.',
  },
  {
    question: 'How many guests can join an event?',
    answer:
      'Between one and six. Small groups are the heart of Friendly Host: everyone gets a seat at the table and a chance to talk.',
  },
  {
    question: 'How do I get paid?',
    answer:
      'Connect a Stripe account from your dashboard. When guests pay for an event, your share — the ticket price minus refunds and our 15% commission — is paid out to that account on Stripe\u2019s regular schedule.',
  },
  {
    question: 'Can I host free events?',
    answer:
      'Yes. Choose Free when you create the event and guests can join without paying. You still need a connected Stripe account so that you can switch to paid events later.',
  },
  {
    question: 'What if I need to cancel?',
    answer:
      'You can cancel an event while it is still pending. Guests are notified straight away and anyone who paid is refunded in full.',
  },
  {
    question: 'Where do guests find my events?',
    answer:
      'Guests browse and book in the Friendly Host mobile app for iOS and Android. Your approved events appear there with your profile, photos and reviews.',
  },
];
