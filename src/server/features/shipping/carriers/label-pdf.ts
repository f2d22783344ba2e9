import { CarrierUnavailable } from './carrier.ts';

/** A label the carrier made, fetched from the URL it answered: a PDF, or the carrier is unavailable. */
export async function fetchLabelPdf(
  carrier: string,
  url: string,
  options: { fetch?: typeof globalThis.fetch | undefined; timeoutMs: number },
): Promise<Uint8Array> {
  try {
    const response = await (options.fetch ?? globalThis.fetch)(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (!response.ok || Buffer.from(bytes.subarray(0, 5)).toString() !== '%PDF-')
      throw new CarrierUnavailable(`${carrier}'s label is not a PDF (${response.status}).`);
    return bytes;
  } catch (error) {
    if (error instanceof CarrierUnavailable) throw error;
    throw new CarrierUnavailable(`${carrier}'s label could not be fetched.`, { cause: error });
  }
}
