import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/*
 * The assistant's answers in a small Markdown subset: paragraphs, "- " and
 * "1. " lists, **bold** and [links](/path). Text is never parsed as HTML; a
 * link goes only to a path in the app or an https address.
 */

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function safeHref(href: string): { internal: boolean; href: string } | null {
  if (href.startsWith('/') && !href.startsWith('//')) return { internal: true, href };
  if (href.startsWith('https://')) return { internal: false, href };
  return null;
}

function inline(text: string, onNavigate: (() => void) | undefined): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) parts.push(text.slice(last, index));
    const [whole, bold, label, href] = match;
    if (bold !== undefined) {
      parts.push(<strong key={index} className="font-semibold text-text">{bold}</strong>);
    } else {
      const target = safeHref(href ?? '');
      const className = 'font-medium text-primary underline decoration-primary/40 underline-offset-2 hover:decoration-primary';
      if (!target) parts.push(label);
      else if (target.internal) parts.push(<Link key={index} to={target.href} onClick={onNavigate} className={className}>{label}</Link>);
      else parts.push(<a key={index} href={target.href} target="_blank" rel="noreferrer noopener" className={className}>{label}</a>);
    }
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
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
          <List key={index} className={block.kind === 'ul' ? 'list-disc space-y-1 pl-4' : 'list-decimal space-y-1 pl-4'}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{inline(item, onNavigate)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
