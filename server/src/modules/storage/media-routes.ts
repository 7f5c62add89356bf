import fastifyStatic from '@fastify/static';
import { CHAT_MESSAGES } from '@friendly/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock';
import { ForbiddenError } from '../../lib/errors';
import { isPrivateKey, type LocalStorageProvider } from '../../providers/storage';

/**
 * Uploaded files at /media/<key> (docs/decisions/106). Public files (profile photos, event
 * and reference images) have app-generated names that never change, so they are cached for
 * good. Private files (chat media) are served only through a link the storage provider
 * signed, while it works: `cache-control: private` for no longer than the link has left;
 * an unsigned, altered or ended link answers 403 in the spec's shape.
 */
export const mediaRoutes: FastifyPluginAsync<{ storage: LocalStorageProvider; clock: Clock }> = async (
  app,
  { storage, clock },
) => {
  /** The private key each request was let through for, and the seconds its link has left. */
  const allowed = new WeakMap<FastifyRequest, { key: string; seconds: number }>();

  app.addHook('onRequest', async (request) => {
    const key = requestedKey(request.url);
    // Undecodable or non-canonical paths are refused by the static plugin itself.
    if (key === null || !isPrivateKey(key)) return;
    const seconds = storage.verifyPrivateLink(key, request.query as Record<string, unknown>, clock());
    if (seconds === null) throw new ForbiddenError(CHAT_MESSAGES.mediaLinkInvalid);
    allowed.set(request, { key, seconds });
  });

  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    // The static plugin's own view of the path (decoded, normalised, and the file it
    // resolved to): a private file goes only to the request its link was checked for.
    allowedPath(pathName, _root, request) {
      const key = pathName.replace(/^\/+/, '');
      if (!isPrivateKey(key)) return true;
      return allowed.get(request)?.key === key;
    },
    setHeaders(reply) {
      const link = allowed.get((reply as unknown as { request: FastifyRequest }).request);
      reply.header(
        'cache-control',
        link ? `private, max-age=${link.seconds}` : 'public, max-age=31536000, immutable',
      );
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'");
    },
  });
};

/** The storage key a /media/ URL names, decoded, or null when it cannot be read. */
function requestedKey(url: string): string | null {
  const pathname = url.split('?', 1)[0] ?? '';
  if (!pathname.startsWith('/media/')) return null;
  try {
    return decodeURIComponent(pathname.slice('/media/'.length)).replace(/^\/+/, '');
  } catch {
    return null;
  }
}
