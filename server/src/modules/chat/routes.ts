import path from 'node:path';
import {
  CHAT,
  CHAT_MESSAGES,
  chatRoomResponseSchema,
  chatRoomsResponseSchema,
  groupRoomRequestSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  roomMarkReadResponseSchema,
  roomParamsSchema,
  uploadMediaRequestSchema,
  uploadMediaResponseSchema,
} from '@friendly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { documentedBody, errorAnswers } from '../../lib/openapi';
import { readUpload, refuseBodiesOver } from '../../lib/uploads';
import { requireAuth } from '../auth/tokens';
import {
  authorizeMediaUpload,
  listMessages,
  listRooms,
  markRoomRead,
  openGroupRoom,
  uploadMedia,
} from './service';

/** Chat over HTTP (spec 001 §7 'Chat'); the socket is in socket.ts (docs/decisions/091). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const stagingDir = path.join(deps.config.dataDir, 'uploads-staging');
  const security = [{ bearerAuth: [] }];

  app.get(
    '/chat/rooms',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chat'],
        summary:
          'The signed-in person’s group rooms with unread counts and last messages, newest activity first',
        security,
        response: { 200: chatRoomsResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      message: CHAT_MESSAGES.roomsListed,
      data: await listRooms(deps, requireAuth(request).user),
    }),
  );

  app.post(
    '/chat/rooms/group',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chat'],
        summary:
          'The event’s group room, made when missing (idempotent); for its host and guests with a seat',
        security,
        body: groupRoomRequestSchema,
        response: { 200: chatRoomResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      message: CHAT_MESSAGES.roomReady,
      data: await openGroupRoom(deps, requireAuth(request).user, request.body.event_id),
    }),
  );

  app.get(
    '/chat/rooms/:id/messages',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chat'],
        summary: `A page of messages, newest first (limit ${CHAT.pageSize}); before pages back, after catches up`,
        security,
        params: roomParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema },
      },
    },
    async (request) => {
      const { messages, hasMore } = await listMessages(
        deps,
        requireAuth(request).user,
        request.params.id,
        request.query,
      );
      return {
        status: true as const,
        message: CHAT_MESSAGES.messagesListed,
        data: messages,
        has_more: hasMore,
      };
    },
  );

  app.post(
    '/chat/rooms/:id/mark-read',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chat'],
        summary: 'Everything in the room so far is read',
        security,
        params: roomParamsSchema,
        response: { 200: roomMarkReadResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const data = await markRoomRead(deps, user, request.params.id);
      app.chatRealtime?.toUser(user.id, 'message_read', { roomId: request.params.id });
      return { status: true as const, message: CHAT_MESSAGES.markedRead, data };
    },
  );

  app.post(
    '/chat/upload-media',
    {
      onRequest: [refuseBodiesOver(CHAT.videoMaxBytes + 64 * 1024), app.authenticate],
      config: documentedBody({ 'multipart/form-data': uploadMediaRequestSchema }),
      schema: {
        tags: ['chat'],
        summary: 'A picture (re-encoded) or a video for a message, as multipart field `file`',
        description: `Images: PNG, JPEG or WebP up to 10 MB; videos: MP4, WebM or MOV up to 25 MB, judged by their bytes. Too large: 413; another type: 422. Only for the host or a seated guest of an event whose group chat is open (403 otherwise); per account, a burst and then a steady rate, and a count and bytes an hour (429 with retry_after).`,
        consumes: ['multipart/form-data'],
        security,
        response: { 200: uploadMediaResponseSchema, ...errorAnswers(400, 401, 403, 413, 422, 429) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      // Before a byte is read: someone in a room, within their limits (docs/decisions/105).
      await authorizeMediaUpload(deps, user);
      await app.chatLimits.upload(user.id);
      if (!request.isMultipart()) throw new HttpError(422, CHAT_MESSAGES.invalidFile);
      const upload = await readUpload(
        request,
        {
          files: {
            file: { maxBytes: CHAT.videoMaxBytes, maxCount: 1, tooLargeMessage: CHAT_MESSAGES.videoTooLarge },
          },
        },
        stagingDir,
      );
      try {
        const tooLarge = upload.errors.file?.[0];
        if (tooLarge) throw new HttpError(413, tooLarge);
        if (upload.files[0]) await app.chatLimits.uploadBytes(user.id, upload.files[0].bytes);
        const data = await uploadMedia(deps, user, upload.files[0]);
        return { status: true as const, message: CHAT_MESSAGES.uploaded, ...data };
      } finally {
        await upload.dispose();
      }
    },
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket side of chat, once attached (modules/chat/socket.ts). */
    chatRealtime: import('./socket').ChatRealtime | null;
  }
}
