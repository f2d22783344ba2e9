/** An ILIKE pattern matching values that contain `text` as typed: its %, _ and \ match only themselves. */
export const containing = (text: string) => `%${text.replaceAll(/[\\%_]/g, (match) => `\\${match}`)}%`;
