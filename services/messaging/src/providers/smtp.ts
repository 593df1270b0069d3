import nodemailer from 'nodemailer';

export interface SmtpConfig {
  /** e.g. smtp://user:pass@mail.example.com:587 or smtps://...:465 */
  url: string;
  from: string;
  timeoutMs: number;
}

export function smtpConfigFromEnv(env: Record<string, string | undefined> = process.env): SmtpConfig | null {
  if (!env.SMTP_URL || !env.SMTP_FROM) return null;
  return { url: env.SMTP_URL, from: env.SMTP_FROM, timeoutMs: Number(env.SMTP_TIMEOUT_MS ?? 5_000) };
}

export type EmailAttemptResult = { ok: true; providerMessageId: string } | { ok: false; status: 'failed'; error: string };

/** Sends e-mail through SMTP with nodemailer. */
export function smtpSender(config: SmtpConfig) {
  const transport = nodemailer.createTransport(config.url, {
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
  });

  const sendEmail = async (to: string, subject: string, text: string): Promise<EmailAttemptResult> => {
    try {
      const info = await transport.sendMail({ from: config.from, to, subject, text });
      if (info.rejected.length > 0) return { ok: false, status: 'failed', error: `SMTP rejected ${info.rejected.join(', ')}: ${info.response}` };
      return { ok: true, providerMessageId: info.messageId };
    } catch (err) {
      const e = err as { message?: string; responseCode?: number };
      return { ok: false, status: 'failed', error: `SMTP${e.responseCode ? ` ${e.responseCode}` : ''}: ${e.message ?? String(err)}` };
    }
  };
  return Object.assign(sendEmail, { close: () => transport.close() });
}
