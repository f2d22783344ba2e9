import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contracts/common.ts';
import { readErrorEnvelope } from './api-client.ts';

describe('readErrorEnvelope', () => {
  it('reads exactly what the contract calls an error envelope', () => {
    const bodies: unknown[] = [
      { error: { code: 'not_found', message: 'Creator not found' } },
      {
        error: {
          code: 'validation_failed',
          message: 'Check the form.',
          fields: { name: ['Enter a name.'], 'links.0.url': ['Use https.'] },
        },
      },
      { error: { code: 'x', message: 'y', fields: undefined }, requestId: 'r1' },
      { error: { code: 'x', message: 'y', fields: { name: 'Enter a name.' } } },
      { error: { code: 'x', message: 'y', fields: [['a']] } },
      { error: { code: 'x', message: 'y', fields: null } },
      { error: { code: 404, message: 'y' } },
      { error: { message: 'y' } },
      { error: 'Not found' },
      '<html>Bad gateway</html>',
      null,
      [],
    ];
    for (const body of bodies) {
      const parsed = errorEnvelopeSchema.safeParse(body);
      expect({ body, read: readErrorEnvelope(body) }).toEqual({
        body,
        read: parsed.success ? parsed.data.error : null,
      });
    }
  });
});
