/**
 * A link the AI Manager shows goes only to this site: a path with one leading
 * slash, or an https address on this origin; anything else (other sites,
 * `//host`, `/\host`, `javascript:`, http) is not followed.
 */

/** Backslashes, whitespace and control characters: browsers read `/\host` as `//host` and drop tabs and line breaks. */
const UNSAFE_IN_HREF = /[\\\s\p{Cc}]/u;

/** The in-app path a link may open, or null when it would leave the site. */
export function safeHref(href: string): string | null {
  if (href === '' || UNSAFE_IN_HREF.test(href)) return null;
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username || url.password) return null;
  if (href.startsWith('https://')) return url.protocol === 'https:' ? `${url.pathname}${url.search}${url.hash}` : null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return null;
}
