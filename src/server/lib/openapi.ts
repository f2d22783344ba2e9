import type { z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '#shared/contracts/common.ts';

/** A JSON response (or request body) described by a shared contract. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** An error response: always the one envelope. */
export const errorContent = (description: string) => jsonContent(errorEnvelopeSchema, description);

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
