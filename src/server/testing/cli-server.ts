/*
 * What the test servers' command lines share (the payment and carrier servers Playwright starts): the port from the
 * argument or the environment, the URL printed once listening, and a clean stop on SIGINT or SIGTERM.
 */

/** The port from the first argument, else the variable `envName`, else 0 (any free one); exits on anything else. */
export function cliPort(name: string, envName: string): number {
  const portText = process.argv[2] ?? process.env[envName] ?? '0';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`${name}: the port ${portText} is not a port number.`);
    process.exit(1);
  }
  return port;
}

/** Prints the server's URL on one line and closes it on the first SIGINT or SIGTERM. */
export function serveUntilSignalled(server: { url: string; close(): Promise<void> }): void {
  process.stdout.write(`${server.url}\n`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
