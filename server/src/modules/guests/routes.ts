import path from 'node:path';
import {
  answersBodySchema,
  answersResponseSchema,
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_EXPLANATIONS,
  CANCELLATION_POLICY_LABELS,
  eventIdParamsSchema,
  formatMoney,
  GUEST_EVENT_MESSAGES,
  GUEST_MESSAGES,
  guestEventsQuerySchema,
  guestEventsResponseSchema,
  guestMembershipResponseSchema,
  guestProfileFieldsSchema,
  guestProfileMultipartSchema,
  guestProfileResponseSchema,
  joinBodySchema,
  QUESTION_MESSAGES,
  QUESTIONS,
  RESALE_NOTE,
  SEAT_PAYMENT_MESSAGES,
  SEAT_PAYMENTS,
  WAITLIST,
  WAITLIST_MESSAGES,
  waitlistBodySchema,
  waitlistResponseSchema,
  waitlistsQuerySchema,
  waitlistsResponseSchema,
} from '@friendly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationError } from '../../lib/errors';
import { documentedBody, errorAnswers } from '../../lib/openapi';
import { publicOriginFor } from '../../lib/origins';
import { KEPT_ANSWER_ROUTE, sendReferenceAnswer } from '../../lib/reference-data';
import { readUpload, refuseBodiesOver } from '../../lib/uploads';
import { requireAuth } from '../auth/tokens';
import { PROFILE_REQUEST_MAX_BYTES } from '../profile/routes';
import { PROFILE_UPLOAD } from '../profile/service';
import { joinWaitlist, leaveWaitlist, waitlistsPage } from '../waitlist/service';
import { browseEvents, claimOffer, joinEvent, leaveEvent, updateAnswers } from './membership-service';
import { guestProfile, updateGuestProfile } from './service';

/** The guests' mobile app: paths under /api/guest, guest tokens only (docs/decisions/079). */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const stagingDir = path.join(deps.config.dataDir, 'uploads-staging');

  app.get(
    '/guest/profile',
    {
      onRequest: app.authenticateGuest,
      schema: {
        tags: ['guests'],
        summary: 'The signed-in guest’s profile: about, traits, interests, favourite spots and socials',
        security: [{ bearerAuth: [] }],
        response: { 200: guestProfileResponseSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ({
      status: true as const,
      message: GUEST_MESSAGES.loaded,
      data: await guestProfile(deps, requireAuth(request).user),
    }),
  );

  app.post(
    '/guest/profile',
    {
      onRequest: [refuseBodiesOver(PROFILE_REQUEST_MAX_BYTES), app.authenticateGuest],
      config: documentedBody({
        'multipart/form-data': guestProfileMultipartSchema,
        'application/json': guestProfileFieldsSchema,
      }),
      schema: {
        tags: ['guests'],
        summary: 'Edit the guest profile (multipart with an optional profile_photo, or JSON)',
        description:
          'A field left out keeps its value. Id lists are comma-separated (or arrays in JSON); socials take a username or a link to that network. Every field’s rule is checked at once (422, beside the fields); a form that cannot be read is 400, a body over 8 MB 413.',
        consumes: ['multipart/form-data', 'application/json'],
        security: [{ bearerAuth: [] }],
        response: { 200: guestProfileResponseSchema, ...errorAnswers(400, 401, 403, 413, 422) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const upload = request.isMultipart() ? await readUpload(request, PROFILE_UPLOAD, stagingDir) : null;
      try {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const submission = upload
          ? { fields: upload.fields, photo: upload.files[0]?.path ?? null, errors: upload.errors }
          : { fields: body, photo: null, errors: {} };
        const data = await updateGuestProfile(deps, user, submission);
        return { status: true as const, message: GUEST_MESSAGES.updated, data };
      } finally {
        await upload?.dispose();
      }
    },
  );

  app.get(
    '/guest/events',
    {
      ...KEPT_ANSWER_ROUTE,
      onRequest: app.authenticateGuest,
      schema: {
        tags: ['guests'],
        summary:
          'Approved events that have not started, by start; near a point when latitude and longitude are given',
        security: [{ bearerAuth: [] }],
        querystring: guestEventsQuerySchema,
        response: { 200: guestEventsResponseSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { latitude, longitude } = query;
      if ((latitude === undefined) !== (longitude === undefined)) {
        throw new ValidationError(GUEST_EVENT_MESSAGES.nearNeedsBoth, {
          errors: {
            [latitude === undefined ? 'latitude' : 'longitude']: [GUEST_EVENT_MESSAGES.nearNeedsBoth],
          },
        });
      }
      const { user } = requireAuth(request);
      // A guest's app asks again for the same page as it refreshes: the answer is made once,
      // kept in memory for at most a second and dropped by every write, as My Events is
      // (docs/decisions/090, 142).
      const near = latitude === undefined ? '' : `${latitude}:${longitude}:${query.radius_km}`;
      const answer = await app.privateAnswers.answer(
        `guest-events:${user.id}:${query.page}:${query.per_page}:${near}`,
        async () => {
          const { items, paging } = await browseEvents(deps, user, query);
          return guestEventsResponseSchema.parse({
            status: true,
            message: GUEST_EVENT_MESSAGES.listed,
            data: items,
            paging,
          });
        },
      );
      return sendReferenceAnswer(request, reply, answer, 'private, no-cache');
    },
  );

  /** A guest's call about one event: its answer's schema, and the errors every such call has. */
  const guestEventRoute = <Answer>(answer: Answer, summary: string, description: string) => ({
    onRequest: app.authenticateGuest,
    schema: {
      tags: ['guests'],
      summary,
      description,
      security: [{ bearerAuth: [] }],
      params: eventIdParamsSchema,
      response: { 200: answer, ...errorAnswers(401, 403, 404, 409, 422) },
    },
  });
  const membershipSchema = (summary: string, description: string) =>
    guestEventRoute(guestMembershipResponseSchema, summary, description);
  const withBody = <Route extends ReturnType<typeof guestEventRoute>, Body>(route: Route, body: Body) => ({
    ...route,
    schema: { ...route.schema, body },
  });

  app.post(
    '/guest/events/:id/join',
    withBody(
      membershipSchema(
        'Take a seat at an approved event that has not started; a paid seat is held while the guest pays',
        `A free event: joined at once. A paid event: status pending_payment, with \`payment\` (amount after the early-bird discount, client_secret for Stripe or checkout_url for the sandbox's test card page); the seat is held ${SEAT_PAYMENTS.holdMinutes} minutes and becomes the guest's when the provider confirms the payment (docs/decisions/084). \`answers\` answers the event's \`guest_questions\` (docs/decisions/154): an answer to a question it does not ask is 422.`,
      ),
      joinBodySchema,
    ),
    async (request) => {
      const data = await joinEvent(
        deps,
        requireAuth(request).user,
        request.params.id,
        publicOriginFor(app, request),
        request.body?.answers,
      );
      const message =
        data.status === 'joined' ? GUEST_EVENT_MESSAGES.joined : SEAT_PAYMENT_MESSAGES.paymentStarted;
      return { status: true as const, message, data };
    },
  );

  app.post(
    '/guest/events/:id/leave',
    membershipSchema(
      'Give the seat back before the event starts',
      `A paid seat is refunded as the event's cancellation policy gives at this time (docs/decisions/147): ${CANCELLATION_POLICIES.map((policy) => `${policy}: ${CANCELLATION_POLICY_EXPLANATIONS[policy].toLowerCase()}`).join(' ')} \`refund\` says how much.`,
    ),
    async (request) => {
      const { user } = requireAuth(request);
      const { data, paid, inFull, policy } = await leaveEvent(deps, user, request.params.id);
      // A guest who gives the seat back leaves the event's chat (its history stays).
      await app.chatRealtime?.leftEvent(data.event_id, user.id);
      const label = CANCELLATION_POLICY_LABELS[policy].toLowerCase();
      const refundNow = !paid
        ? GUEST_EVENT_MESSAGES.left
        : !data.refund
          ? SEAT_PAYMENT_MESSAGES.noRefundOnLeave(label)
          : inFull
            ? SEAT_PAYMENT_MESSAGES.refundOnLeave
            : SEAT_PAYMENT_MESSAGES.partialRefundOnLeave(
                formatMoney(data.refund.amount_minor, data.refund.currency),
                label,
              );
      // Less than all of it back: a resale from the line would raise it (docs/decisions/149).
      const message =
        'refund_if_resold_minor' in data && data.refund_if_resold_minor !== undefined
          ? `${refundNow} ${RESALE_NOTE}`
          : refundNow;
      return { status: true as const, message, data };
    },
  );

  // The line of a full event (docs/decisions/149).
  const waitlistRoute = (summary: string, description: string) =>
    guestEventRoute(waitlistResponseSchema, summary, description);

  app.post(
    '/guest/events/:id/waitlist',
    withBody(
      waitlistRoute(
        'Join the line of a full event',
        `Answers the guest's place in line. A guest who holds a seat or a hold gets 409, and so does a guest asking while seats are left; asking again answers the same entry. With \`auto_claim\` on a paid event the guest saves a card (\`setup\`: a SetupIntent's client_secret for Stripe, the sandbox's card page in setup mode): a freed seat is then charged to it off-session and the guest is seated at once. Otherwise, or when the charge needs authentication or is declined, a freed seat is offered for ${WAITLIST.claimWindowMinutes / 60} hours (${WAITLIST.shortClaimWindowMinutes} minutes when the event starts within ${WAITLIST.shortWindowWithinHours} hours): claim it with POST …/waitlist/claim. A free event seats the next guest at once.`,
      ),
      waitlistBodySchema,
    ),
    async (request) => {
      const data = await joinWaitlist(deps, requireAuth(request).user, request.params.id, {
        autoClaim: request.body?.auto_claim ?? false,
        origin: publicOriginFor(app, request),
      });
      const position = data.position ?? 1;
      const message = data.setup
        ? WAITLIST_MESSAGES.joinedSaveCard(position)
        : WAITLIST_MESSAGES.joined(position);
      return { status: true as const, message, data };
    },
  );

  app.delete(
    '/guest/events/:id/waitlist',
    waitlistRoute('Leave the line', 'A seat offered to the guest goes to the next guest in line.'),
    async (request) => ({
      status: true as const,
      message: WAITLIST_MESSAGES.left,
      data: await leaveWaitlist(deps, requireAuth(request).user, request.params.id),
    }),
  );

  app.get(
    '/guest/waitlists',
    {
      onRequest: app.authenticateGuest,
      schema: {
        tags: ['guests'],
        summary: 'The guest’s places in line, newest first, each with its event’s card',
        security: [{ bearerAuth: [] }],
        querystring: waitlistsQuerySchema,
        response: { 200: waitlistsResponseSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, paging } = await waitlistsPage(deps, requireAuth(request).user, request.query);
      return { status: true as const, message: WAITLIST_MESSAGES.listed, data: items, paging };
    },
  );

  app.post(
    '/guest/events/:id/waitlist/claim',
    withBody(
      membershipSchema(
        'Take the seat offered from the line',
        'The join’s answer: pending_payment with how to pay (the seat stays held for the claim window, or the usual hold when less of it is left). Without a live offer, 409. `answers` as for a join.',
      ),
      joinBodySchema,
    ),
    async (request) => {
      const data = await claimOffer(
        deps,
        requireAuth(request).user,
        request.params.id,
        publicOriginFor(app, request),
        request.body?.answers,
      );
      return { status: true as const, message: SEAT_PAYMENT_MESSAGES.paymentStarted, data };
    },
  );

  // A guest's answers to the event's questions, changed until the start (docs/decisions/154).
  app.put(
    '/guest/events/:id/answers',
    withBody(
      guestEventRoute(
        answersResponseSchema,
        'Change the guest’s answers to the event’s questions',
        `Until the start, by a guest with a seat or a hold (404 otherwise; 409 once started). An answer to a question the event does not ask is 422. Within ${QUESTIONS.changeNoticeHours} hours of the start a change tells the host. Answers are the host's alone.`,
      ),
      answersBodySchema,
    ),
    async (request) => ({
      status: true as const,
      message: QUESTION_MESSAGES.answersSaved,
      data: await updateAnswers(deps, requireAuth(request).user, request.params.id, request.body.answers),
    }),
  );
};
