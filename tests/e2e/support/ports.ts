export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_INBOX_PORT = E2E_SMTP_PORT + 1;
