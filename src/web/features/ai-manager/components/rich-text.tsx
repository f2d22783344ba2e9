import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { safeHref } from '#web/lib/safe-href.ts';

/*
 * The assistant's answers in a small Markdown subset: paragraphs, "- " and
 * "1. " lists, **bold**, [links](/path) and backslash escapes (`\[` is a
 * literal "["; the concierge escapes names this way). Text is never parsed as
 * HTML. A link goes only to this site: a path with one leading slash, or an
 * https address on this origin; anything else (other sites, `//host`, `/\host`,
 * `javascript:`, http) shows as its label in plain text. The same rule covers
 * the relay, whose text comes from an outside model.
 */

/** CommonMark: a backslash before ASCII punctuation makes it literal. */
const ESCAPABLE = /^[!-/:-@[-`{-~]$/;

/** Where `token` next appears in `text` from `from`, outside backslash escapes; -1 if it does not, or when `stop` comes first. */
function findUnescaped(text: string, token: string, from: number, stop?: string): number {
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === '\\' && ESCAPABLE.test(text[index + 1] ?? '')) index += 1;
    else if (text.startsWith(token, index)) return index;
    else if (stop !== undefined && text.startsWith(stop, index)) return -1;
  }
  return -1;
}

/** The text with its backslash escapes undone. */
function unescape(text: string): string {
  return text.replaceAll(/\\([!-/:-@[-`{-~])/g, '$1');
}

const LINK_CLASS =
  'font-medium text-primary underline decoration-primary/40 underline-offset-2 hover:decoration-primary';

function inline(text: string, onNavigate: (() => void) | undefined, inBold = false): ReactNode[] {
  const parts: ReactNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain) parts.push(plain);
    plain = '';
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    const next = text[index + 1] ?? '';
    if (char === '\\' && ESCAPABLE.test(next)) {
      plain += next;
      index += 2;
      continue;
    }
    if (!inBold && text.startsWith('**', index)) {
      const close = findUnescaped(text, '**', index + 2);
      if (close > index + 2) {
        flush();
        parts.push(
          <strong key={index} className="font-semibold text-text">
            {inline(text.slice(index + 2, close), onNavigate, true)}
          </strong>,
        );
        index = close + 2;
        continue;
      }
    }
    if (char === '[') {
      const close = findUnescaped(text, ']', index + 1, '[');
      const end = close > index + 1 && text[close + 1] === '(' ? text.indexOf(')', close + 2) : -1;
      const href = end > close + 2 ? text.slice(close + 2, end) : '';
      if (href && !/\s/.test(href)) {
        flush();
        const label = unescape(text.slice(index + 1, close));
        const path = safeHref(href);
        parts.push(
          path === null ? (
            label
          ) : (
            <Link key={index} to={path} onClick={onNavigate} className={LINK_CLASS}>
              {label}
            </Link>
          ),
        );
        index = end + 1;
        continue;
      }
    }
    plain += char;
    index += 1;
  }
  flush();
  return parts;
}

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };

function blocks(text: string): Block[] {
  const result: Block[] = [];
  for (const line of text.split('\n')) {
    const bullet = /^\s*[-•*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    const previous = result.at(-1);
    if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      const item = (bullet ?? numbered)?.[1] ?? '';
      if (previous && previous.kind === kind) previous.items.push(item);
      else result.push({ kind, items: [item] });
    } else if (line.trim() === '') {
      result.push({ kind: 'p', lines: [] });
    } else if (previous?.kind === 'p') {
      previous.lines.push(line);
    } else {
      result.push({ kind: 'p', lines: [line] });
    }
  }
  return result.filter((block) => (block.kind === 'p' ? block.lines.length > 0 : block.items.length > 0));
}

export function RichText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  return (
    <div className="space-y-2 break-words">
      {blocks(text).map((block, index) => {
        if (block.kind === 'p') {
          return (
            <p key={index}>
              {block.lines.map((line, lineIndex) => (
                <Fragment key={lineIndex}>
                  {lineIndex > 0 ? <br /> : null}
                  {inline(line, onNavigate)}
                </Fragment>
              ))}
            </p>
          );
        }
        const List = block.kind;
        return (
          <List
            key={index}
            className={block.kind === 'ul' ? 'list-disc space-y-1 pl-4' : 'list-decimal space-y-1 pl-4'}
          >
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{inline(item, onNavigate)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
