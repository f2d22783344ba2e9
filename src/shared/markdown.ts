/*
 * Markdown for the AI Manager's answers with user-written text in it (product,
 * store and campaign names, notes, notification messages, a visitor's words):
 * the offline concierge's on the server, the notification summaries on the
 * web. Such text goes through `escapeMarkdown`, so it can never open or close a
 * link, emphasis, code, a heading or a list; the panel's renderer
 * (web/features/ai-manager/components/rich-text.tsx) undoes the backslash
 * escapes, so the name reads as written. Links with user parts in their address
 * are built with `markdownLink` from parts encoded by `urlPart`.
 */

/** ASCII punctuation that opens or closes Markdown syntax anywhere in a line (CommonMark escapes any ASCII punctuation). */
const INLINE_SYNTAX = /[\\`*_[\]()<>#!|~{}]/g;

/** Control characters and line or paragraph separators: a name stays on its line. */
const LINE_BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/** User text as inline Markdown that renders literally. */
export function escapeMarkdown(text: string): string {
  return (
    text
      .replace(LINE_BREAKS, ' ')
      .replace(INLINE_SYNTAX, (char) => `\\${char}`)
      // What would start a list, a quote or a heading if the text ever began a line.
      .replace(/^(\s*)([-+=])/, '$1\\$2')
      .replace(/^(\s*\d+)([.)])/, '$1\\$2')
  );
}

/** A value for a path segment or query parameter: percent-encoded, including the characters that end a Markdown link (`(`, `)`) and `!'*`. */
export function urlPart(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A same-origin path: one leading slash, then only URL characters that need no escaping in Markdown. */
const SAFE_PATH = /^\/(?![/\\])[\w\-.~%!$&'*+,;=:@/?]*$/;

/** `[label](path)` with the label escaped; the path must be a same-origin path whose user parts went through `urlPart`. */
export function markdownLink(label: string, path: string): string {
  if (!SAFE_PATH.test(path)) throw new Error(`Not a safe same-origin path for a link: ${JSON.stringify(path)}`);
  return `[${escapeMarkdown(label)}](${path})`;
}
