/**
 * Reads a server-sent event stream and yields each event's data (its `data:`
 * lines joined by line breaks), as the HTML standard's parser does: lines end
 * in CRLF, LF or CR, a blank line ends an event, lines starting with ":" are
 * comments. Used by the server's relay and by the AI Manager panel.
 */
export async function* readServerSentData(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncIterable<string> {
  const reader = body.pipeThrough(new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>).getReader();
  const onAbort = () => {
    reader.cancel().catch(() => {});
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  let buffer = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      // A CR at the very end may be half of a CRLF: wait for the next piece.
      const lines = buffer.split(/\r\n|\n|\r(?!$)/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
      }
    }
    // The last event may lack its blank line when the stream is closed.
    if (buffer.startsWith('data:')) data.push(buffer.slice(buffer.startsWith('data: ') ? 6 : 5));
    if (data.length > 0) yield data.join('\n');
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // A reader that stops early (its consumer returned) lets go of the stream.
    await reader.cancel().catch(() => {});
  }
}
