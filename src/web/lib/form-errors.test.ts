import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerErrors, fieldRefusal, serverFieldError } from './form-errors.ts';

type Values = { name: string; price: string; contact: { phone: string } };

/** The two calls of a react-hook-form form the helper makes, written down. */
function recordingForm() {
  const errors: [string, string | undefined][] = [];
  const focused: string[] = [];
  return {
    errors,
    focused,
    form: {
      setError: (name: string, error: { message?: string }) => void errors.push([name, error.message]),
      setFocus: (name: string) => void focused.push(name),
    },
  };
}

const refusal = (fields: Record<string, string[]>) => new ApiError(422, 'validation_failed', 'Check the form.', fields);

describe('applyServerErrors', () => {
  it("puts each field's first message on the field of the same name", () => {
    const { form, errors, focused } = recordingForm();
    const result = applyServerErrors<Values>(form, refusal({ name: ['Enter a name.', 'Too long.'], price: [] }));
    expect(errors).toEqual([
      ['name', 'Enter a name.'],
      ['price', 'Not valid.'],
    ]);
    expect(focused).toEqual([]);
    expect(result).toEqual({ placed: ['name', 'price'], unplaced: [] });
  });

  it('maps server names to the form, keeps the first message of a field several map to, and focuses it', () => {
    const { form, errors, focused } = recordingForm();
    const result = applyServerErrors<Values>(
      form,
      refusal({ 'shipTo.contact.phone': ['Enter a mobile number.'], pricePaise: ['Too low.'], lines: ['Gone.'] }),
      {
        field: (name) =>
          name.startsWith('shipTo.')
            ? (name.slice('shipTo.'.length) as 'contact.phone')
            : name === 'lines'
              ? null
              : 'price',
        message: (name, text) => `${name}: ${text}`,
        focus: true,
      },
    );
    expect(errors).toEqual([
      ['contact.phone', 'shipTo.contact.phone: Enter a mobile number.'],
      ['price', 'pricePaise: Too low.'],
    ]);
    expect(focused).toEqual(['contact.phone']);
    expect(result.unplaced).toEqual(['lines: Gone.']);
  });

  it('leaves the form alone for a failure without field errors', () => {
    for (const failure of [new Error('offline'), new ApiError(409, 'conflict', 'Sold out.'), null]) {
      const { form, errors, focused } = recordingForm();
      expect(applyServerErrors<Values>(form, failure, { focus: true })).toEqual({ placed: [], unplaced: [] });
      expect([errors, focused]).toEqual([[], []]);
    }
  });
});

describe('serverFieldError and fieldRefusal', () => {
  it("give a field's own message, and fieldRefusal falls back to the answer's", () => {
    const failure = refusal({ avatar: ['Too large.'] });
    expect(serverFieldError(failure, 'avatar')).toBe('Too large.');
    expect(serverFieldError(failure, 'banner')).toBeUndefined();
    expect(fieldRefusal(failure, 'banner')).toBe('Check the form.');
    expect(fieldRefusal('?', 'banner')).toBe('An error occurred');
  });
});
