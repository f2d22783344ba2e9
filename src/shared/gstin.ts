const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FORMAT = /^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * A GSTIN: state code, PAN, entity number, "Z", and a check character
 * computed over the first 14 (the GSTN's mod-36 scheme).
 */
export function isValidGstin(value: string): boolean {
  const gstin = value.trim().toUpperCase();
  if (!FORMAT.test(gstin)) return false;
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARSET.indexOf(gstin.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36) === gstin.charAt(14);
}
