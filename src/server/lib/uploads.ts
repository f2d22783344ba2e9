import { AppError } from './errors.ts';

/**
 * The bytes of an uploaded file from a multipart form field, refusing a
 * missing file or one over the size limit. Whether it is an image is decided
 * later, from the bytes (images.ts).
 */
export async function readUpload(
  value: unknown,
  options: { field: string; maxBytes: number; noun: string },
): Promise<Uint8Array> {
  if (!(value instanceof File)) {
    const message = `Choose ${options.noun} to upload.`;
    throw new AppError('validation_failed', message, { [options.field]: [message] });
  }
  if (value.size > options.maxBytes) {
    throw new AppError(
      'payload_too_large',
      `The ${options.noun.replace(/^an? /, '')} is larger than ${options.maxBytes / 1024 / 1024} MB.`,
    );
  }
  return new Uint8Array(await value.arrayBuffer());
}
