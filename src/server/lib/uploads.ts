import { AppError, phrase } from './errors.ts';

/** What an upload is, as its messages say: each its own id in the catalogs (decision 047), `{size}` in MB. */
const uploadMessages = {
  photo: { missing: /*i18n*/ 'Choose a photo to upload.', tooLarge: /*i18n*/ 'The photo is larger than {size} MB.' },
  image: { missing: /*i18n*/ 'Choose an image to upload.', tooLarge: /*i18n*/ 'The image is larger than {size} MB.' },
  csv: {
    missing: /*i18n*/ 'Choose a CSV file to upload.',
    tooLarge: /*i18n*/ 'The CSV file is larger than {size} MB.',
  },
  'bank-result': {
    missing: /*i18n*/ 'Choose the bank’s result file to upload.',
    tooLarge: /*i18n*/ 'The bank’s result file is larger than {size} MB.',
  },
} as const;

export type UploadNoun = keyof typeof uploadMessages;

/**
 * The bytes of an uploaded file from a multipart form field, refusing a
 * missing file or one over the size limit. Whether it is an image is decided
 * later, from the bytes (images.ts).
 */
export async function readUpload(
  value: unknown,
  options: { field: string; maxBytes: number; noun: UploadNoun },
): Promise<Uint8Array> {
  const messages = uploadMessages[options.noun];
  if (!(value instanceof File)) {
    throw new AppError('validation_failed', messages.missing, { fields: { [options.field]: [messages.missing] } });
  }
  if (value.size > options.maxBytes) {
    throw new AppError('payload_too_large', phrase(messages.tooLarge, { size: options.maxBytes / 1024 / 1024 }));
  }
  return new Uint8Array(await value.arrayBuffer());
}
