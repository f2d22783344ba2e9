import { cliPort, serveUntilSignalled } from './cli-server.ts';
import { startShiprocketServer } from './shiprocket-server.ts';

/*
 * The Shiprocket test server in its own process, for Playwright: `node src/server/testing/shiprocket-server-cli.ts
 * [port]`. The port comes from the argument, else SHIPROCKET_TEST_PORT, else any free one; tracking webhooks go to
 * SHIPROCKET_TEST_WEBHOOK_URL. The API user, its password and the webhook token are the server's defaults unless
 * SHIPROCKET_TEST_EMAIL, SHIPROCKET_TEST_PASSWORD or SHIPROCKET_TEST_WEBHOOK_TOKEN say otherwise. Prints the API's
 * URL on one line once it listens; stops on SIGINT or SIGTERM. Tests drive it under /_control (shiprocket-server.ts).
 */

const port = cliPort('shiprocket-server', 'SHIPROCKET_TEST_PORT');

const env = (name: string) => process.env[name] || undefined;
const server = await startShiprocketServer({
  port,
  webhookUrl: env('SHIPROCKET_TEST_WEBHOOK_URL') ?? null,
  email: env('SHIPROCKET_TEST_EMAIL'),
  password: env('SHIPROCKET_TEST_PASSWORD'),
  webhookToken: env('SHIPROCKET_TEST_WEBHOOK_TOKEN'),
});
serveUntilSignalled(server);
