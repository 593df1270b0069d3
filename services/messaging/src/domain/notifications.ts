import {
  InternalCallError,
  isPushEndpointUrl,
  notifyBody,
  PRODUCT_NAME,
  sendEmailBody,
  URGENT_NOTIFICATION_KINDS,
  type deletePushSubscriptionBody,
  type Identity,
  type NotificationKind,
  type NotificationSettings,
  type notificationSettingsBody,
  type pushSubscriptionBody,
  type TeamInternalClient,
} from '@rugby/contracts';
import { badRequest, isProduction, now, OutboxGiveUp, serverTimeZone, type Logger, type Outbox, type OutboxSql } from '@rugby/service-kit';
import type { z } from 'zod';
import type { Notification, NotificationPreference, PrismaClient } from '../generated/prisma/client.ts';
import {
  generateVapidKeys,
  isP256PublicKey,
  pushSender,
  pushTopic,
  vapidConfigFromEnv,
  vapidProblem,
  vapidSubjectFromEnv,
  type PushSender,
  type VapidConfig,
} from '../providers/web-push.ts';
import type { OutboundDomain } from './outbound.ts';
import { quietHoursEnd } from './quiet-hours.ts';

/** Outbox topic of one notification's delivery (key notification:<id>). */
export const NOTIFICATION_DELIVERY_TOPIC = 'notification.deliver';
/** Outbox topic of an urgent team message's fan-out to the team's players (key urgent-message:<messageId>). */
export const URGENT_MESSAGE_TOPIC = 'notification.urgent-message';

/** The key of an urgent team message's notifications (and of its fan-out job): one per message and player. */
export const urgentMessageKey = (messageId: string) => `urgent-message:${messageId}`;

/** Kinds that are reminders: a person who turned reminders off does not get them (recorded as skipped). */
export const REMINDER_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>(['event-reminder', 'availability-reminder']);
export const isUrgentKind = (kind: string) => (URGENT_NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** Notification statuses: queued until its job ran; then sent (some channel took it), skipped or failed. */
export type NotificationStatus = 'queued' | 'sent' | 'skipped' | 'failed';

/** Hosts of the browsers' push services: in production a subscription must post to one of them (no calls elsewhere). */
export const PUSH_SERVICE_HOST_SUFFIXES = ['.googleapis.com', '.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'] as const;

/** How long a push service keeps a message for a device that is off: urgent news a day, the rest half a day. */
const PUSH_TTL_SECONDS = { urgent: 24 * 60 * 60, normal: 12 * 60 * 60 } as const;
const SMS_MAX = 1600;
/** Deliveries started at once after a notify call (the relay handles the rest). */
const CONCURRENT_DELIVERIES = 4;

const DEFAULT_PREFERENCES = { push: true, sms: true, email: true, reminders: true, quietStart: null, quietEnd: null, timeZone: null } as const;
type Preferences = Pick<NotificationPreference, 'push' | 'sms' | 'email' | 'reminders' | 'quietStart' | 'quietEnd' | 'timeZone'>;

/** What a notification job carries (the row holds the rest). */
interface DeliveryPayload {
  notificationId: string;
}
/** What the urgent-message fan-out carries: the message as sent. */
export interface UrgentMessagePayload {
  messageId: string;
  teamId: string;
  senderId: string;
  title: string;
  message: string;
}

/** The push message the service worker shows (shell/host/service-worker/sw.ts reads these fields). */
export interface PushPayload {
  id: string;
  kind: string;
  title: string;
  body: string;
  url: string;
  /** The notification's key: the browser replaces a shown notification of the same tag instead of stacking another. */
  tag: string;
  urgent: boolean;
}

export interface NotificationsDomainDeps {
  prisma: PrismaClient;
  outbox: Outbox;
  /** When outbox jobs fall due (its clock): quiet hours are measured on the services' clock and moved onto it. */
  outboxClock: () => Date;
  outbound: Pick<OutboundDomain, 'sendSms' | 'sendEmail'>;
  team: Pick<TeamInternalClient, 'teamContacts'>;
  /** The VAPID identity (resolved once, lazily); null: web push is off. */
  vapid: () => Promise<VapidConfig | null>;
  log: Logger;
  /** Links in SMS and e-mail (PUBLIC_BASE_URL); without it they carry no link. */
  publicBaseUrl?: string;
  /** One push request's timeout. */
  pushTimeoutMs?: number;
}

/** The ServiceSetting row of the development VAPID key pair. */
export const DEVELOPMENT_VAPID_SETTING = 'vapid';

/**
 * Where the VAPID identity comes from: `given` (tests); else VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (checked now: a
 * half or broken pair throws); else, outside production, a key pair generated once and kept in the database (so push
 * keeps working across restarts of `npm start`); in production without keys, none (web push off).
 */
export function vapidSource(prisma: PrismaClient, log: Logger, given?: VapidConfig | null): () => Promise<VapidConfig | null> {
  if (given !== undefined) return async () => given;
  const fromEnv = vapidConfigFromEnv();
  if (fromEnv) return async () => fromEnv;
  if (isProduction()) {
    log.info('web push is off (no VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY): notifications go by SMS or e-mail');
    return async () => null;
  }
  let loading: Promise<VapidConfig | null> | null = null;
  const load = async (): Promise<VapidConfig | null> => {
    const generated = generateVapidKeys();
    await prisma.serviceSetting.createMany({ data: [{ key: DEVELOPMENT_VAPID_SETTING, value: generated, createdAt: now() }], skipDuplicates: true });
    const row = await prisma.serviceSetting.findUniqueOrThrow({ where: { key: DEVELOPMENT_VAPID_SETTING } });
    const stored = row.value as { publicKey?: unknown; privateKey?: unknown } | null;
    const publicKey = String(stored?.publicKey ?? '');
    const privateKey = String(stored?.privateKey ?? '');
    const problem = vapidProblem(publicKey, privateKey);
    if (problem) {
      log.error({ problem }, 'the stored development VAPID key pair is not valid: web push is off');
      return null;
    }
    return { publicKey, privateKey, subject: vapidSubjectFromEnv() };
  };
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
}

const text = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);
const isEmail = (value: string | null): value is string => !!value && sendEmailBody.shape.to.safeParse(value).success;
const hasPhone = (value: string | null): value is string => !!value && value.trim().length >= 3;

function toSettings(prefs: Preferences, pushDevices: number): NotificationSettings {
  return {
    push: prefs.push,
    sms: prefs.sms,
    email: prefs.email,
    reminders: prefs.reminders,
    quietHours: prefs.quietStart && prefs.quietEnd ? { start: prefs.quietStart, end: prefs.quietEnd } : null,
    timeZone: prefs.timeZone,
    pushDevices,
  };
}

/**
 * Notifications (docs/decisions/025): one row per occasion (key) and person, delivered by an outbox job by the
 * person's preferences: web push to each of their browsers; for urgent kinds, or when no push got through, an SMS
 * when they have a phone and allow it, else an e-mail (the outbound SMS / e-mail functions: quota, providers, one send
 * per idempotency key). Quiet hours delay the non-urgent ones; reminders can be turned off.
 */
export function notificationsDomain({ prisma, outbox, outboxClock, outbound, team, vapid, log, publicBaseUrl, pushTimeoutMs }: NotificationsDomainDeps) {
  const running = new Set<Promise<unknown>>();
  let sender: { for: VapidConfig; send: PushSender } | null = null;

  async function pushSenderNow(): Promise<PushSender | null> {
    const config = await vapid();
    if (!config) return null;
    if (sender?.for !== config) sender = { for: config, send: pushSender(config, pushTimeoutMs) };
    return sender.send;
  }

  /** Work started after a commit, not awaited by the request (the relay retries whatever does not finish). */
  function inBackground(work: () => Promise<unknown>): void {
    const task: Promise<unknown> = work()
      .catch((err: unknown) => log.warn({ err }, 'background notification work failed; the outbox relay retries it'))
      .finally(() => running.delete(task));
    running.add(task);
  }

  /** Runs the jobs of `keys` now (a few at a time); failures stay with the relay. */
  function runSoon(keys: string[]): void {
    if (keys.length === 0) return;
    inBackground(async () => {
      const queue = [...keys];
      const worker = async () => {
        for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
          const run = await outbox.runNow(key);
          if (run.ran && !run.ok) log.warn({ key, error: run.error.message }, 'notification not delivered yet; the outbox relay retries it');
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENT_DELIVERIES, keys.length) }, worker));
    });
  }

  async function preferencesOf(userIds: string[]): Promise<Map<string, Preferences>> {
    const rows = await prisma.notificationPreference.findMany({ where: { userId: { in: userIds } } });
    return new Map(rows.map((row) => [row.userId, row]));
  }

  const link = (url: string) => (publicBaseUrl ? `${publicBaseUrl.replace(/\/+$/, '')}${url}` : null);

  function smsText(n: Notification): string {
    const url = link(n.url);
    const tail = url ? ` ${url}` : '';
    return text(`${n.title}: ${n.body}`, SMS_MAX - tail.length) + tail;
  }

  function emailText(n: Notification): string {
    const url = link(n.url);
    return [
      n.body,
      ...(url ? ['', `Open: ${url}`] : []),
      '',
      '--',
      `You get this from ${PRODUCT_NAME} because you are in the team. Turn on notifications in the app to get them on your phone, or change how you are told in its notification settings.`,
    ].join('\n');
  }

  async function finish(n: Notification, status: NotificationStatus, channels: string[], error: string | null) {
    await prisma.notification.update({
      where: { id: n.id },
      data: { status, channels, error: error ? error.slice(0, 2000) : null, deliveredAt: status === 'sent' ? now() : null },
    });
    log.info({ notificationId: n.id, key: n.key, kind: n.kind, status, channels, error }, 'notification delivered');
  }

  /** Push to each of the person's browsers; a subscription the push service no longer knows is deleted. */
  async function pushToBrowsers(n: Notification): Promise<{ delivered: number; errors: string[] }> {
    const send = await pushSenderNow();
    if (!send) return { delivered: 0, errors: [] };
    const subscriptions = await prisma.pushSubscription.findMany({ where: { userId: n.userId }, orderBy: { createdAt: 'asc' } });
    const urgent = isUrgentKind(n.kind);
    const payload: PushPayload = { id: n.id, kind: n.kind, title: n.title, body: n.body, url: n.url, tag: n.key, urgent };
    let delivered = 0;
    const errors: string[] = [];
    for (const subscription of subscriptions) {
      const result = await send(subscription, JSON.stringify(payload), {
        ttlSeconds: urgent ? PUSH_TTL_SECONDS.urgent : PUSH_TTL_SECONDS.normal,
        urgency: urgent ? 'high' : 'normal',
        topic: pushTopic(n.key),
      });
      if (result.ok) delivered += 1;
      else {
        errors.push(`push: ${result.error}`);
        if (result.gone) {
          await prisma.pushSubscription.deleteMany({ where: { id: subscription.id } });
          log.info({ userId: n.userId, status: result.status }, 'push subscription removed (the push service no longer knows it)');
        }
      }
    }
    return { delivered, errors };
  }

  /** The delivery job of one notification; safe to run twice (a finished one is left alone; SMS and e-mail are keyed). */
  async function deliver({ notificationId }: DeliveryPayload): Promise<void> {
    const n = await prisma.notification.findUnique({ where: { id: notificationId } });
    if (!n || n.status !== 'queued') return;
    const prefs = (await preferencesOf([n.userId])).get(n.userId) ?? DEFAULT_PREFERENCES;
    if (REMINDER_KINDS.has(n.kind as NotificationKind) && !prefs.reminders) return finish(n, 'skipped', [], 'reminders are turned off');

    const channels = new Set(n.channels);
    const errors: string[] = n.error ? [n.error] : [];
    if (!n.pushedAt) {
      // Push once: a retried job does not push again.
      if (prefs.push) {
        const pushed = await pushToBrowsers(n);
        if (pushed.delivered > 0) channels.add('push');
        errors.push(...pushed.errors);
      }
      await prisma.notification.update({ where: { id: n.id }, data: { pushedAt: now(), channels: [...channels], error: errors.join('; ') || null } });
    }

    let tried = channels.has('push') || errors.length > 0;
    if (isUrgentKind(n.kind) || !channels.has('push')) {
      const tag = `notification:${n.id}`;
      let texted = false;
      if (hasPhone(n.phone) && prefs.sms) {
        tried = true;
        const sms = await outbound.sendSms({
          to: n.phone,
          body: smsText(n),
          teamId: n.teamId,
          purpose: `notification_${n.kind}`,
          idempotencyKey: `${tag}:sms`,
        });
        if (sms.status === 'sent' || sms.status === 'outbox') {
          texted = true;
          channels.add('sms');
        } else errors.push(`sms ${sms.status}: ${sms.error ?? 'not sent'}`);
      }
      if (!texted && isEmail(n.email) && prefs.email) {
        tried = true;
        const mail = await outbound.sendEmail({
          to: n.email,
          subject: n.title,
          text: emailText(n),
          teamId: n.teamId,
          purpose: `notification_${n.kind}`,
          idempotencyKey: `${tag}:email`,
        });
        if (mail.status === 'sent' || mail.status === 'outbox') channels.add('email');
        else errors.push(`email ${mail.status}: ${mail.error ?? 'not sent'}`);
      }
    }
    const error = errors.join('; ') || null;
    if (channels.size > 0) return finish(n, 'sent', [...channels], error);
    if (!tried) return finish(n, 'skipped', [], 'no way to reach this person: no push on, and no phone or e-mail they allow');
    return finish(n, 'failed', [], error);
  }

  /**
   * One notification per recipient not yet notified under this key, and its delivery job, in one transaction; a
   * repeat (or a concurrent call) of the key queues nobody twice. The jobs due now start after commit; a non-urgent
   * one for a person in quiet hours is due when they end.
   */
  async function notify(input: z.input<typeof notifyBody>): Promise<{ queued: number; duplicates: number }> {
    const data = notifyBody.parse(input);
    const recipients = [...new Map(data.recipients.map((r) => [r.userId, r])).values()];
    const urgent = isUrgentKind(data.kind);
    const at = now();
    const prefs = urgent ? new Map<string, Preferences>() : await preferencesOf(recipients.map((r) => r.userId));
    const dueAt = (userId: string): Date => {
      const p = prefs.get(userId);
      if (!p?.quietStart || !p.quietEnd) return at;
      return quietHoursEnd(at, { start: p.quietStart, end: p.quietEnd }, p.timeZone ?? serverTimeZone()) ?? at;
    };
    const created = await prisma.$transaction(async (tx) => {
      const rows = await tx.notification.createManyAndReturn({
        data: recipients.map((r) => ({
          key: data.key,
          userId: r.userId,
          kind: data.kind,
          teamId: data.teamId,
          title: data.title,
          body: data.body,
          url: data.url,
          name: r.name,
          phone: r.phone?.trim() || null,
          email: r.email?.trim() || null,
          status: 'queued',
          channels: [],
          scheduledFor: dueAt(r.userId),
          createdAt: at,
        })),
        skipDuplicates: true,
      });
      for (const row of rows) {
        const delay = row.scheduledFor.getTime() - at.getTime();
        await outbox.enqueue(tx, {
          topic: NOTIFICATION_DELIVERY_TOPIC,
          key: `notification:${row.id}`,
          payload: { notificationId: row.id } satisfies DeliveryPayload,
          ...(delay > 0 ? { runAt: new Date(outboxClock().getTime() + delay) } : {}),
        });
      }
      return rows;
    });
    runSoon(created.filter((row) => row.scheduledFor.getTime() <= at.getTime()).map((row) => `notification:${row.id}`));
    if (created.length) log.info({ key: data.key, kind: data.kind, queued: created.length }, 'notifications queued');
    return { queued: created.length, duplicates: recipients.length - created.length };
  }

  outbox.handle<DeliveryPayload, void>(NOTIFICATION_DELIVERY_TOPIC, (payload) => deliver(payload));

  outbox.handle<UrgentMessagePayload, { queued: number; duplicates: number }>(URGENT_MESSAGE_TOPIC, async (message) => {
    let players;
    try {
      players = (await team.teamContacts(message.teamId)).players;
    } catch (err) {
      if (err instanceof InternalCallError && err.status === 404) throw new OutboxGiveUp(`team ${message.teamId} not found`);
      throw err;
    }
    const recipients = players.filter((p) => p.userId !== message.senderId);
    const total = { queued: 0, duplicates: 0 };
    for (let i = 0; i < recipients.length; i += 500) {
      const result = await notify({
        key: urgentMessageKey(message.messageId),
        kind: 'urgent-message',
        teamId: message.teamId,
        title: text(`Urgent: ${message.title}`, 120),
        body: text(message.message, 1000),
        url: '/',
        recipients: recipients.slice(i, i + 500),
      });
      total.queued += result.queued;
      total.duplicates += result.duplicates;
    }
    return total;
  });

  async function settingsOf(userId: string): Promise<NotificationSettings> {
    const [prefs, pushDevices] = await Promise.all([
      prisma.notificationPreference.findUnique({ where: { userId } }),
      prisma.pushSubscription.count({ where: { userId } }),
    ]);
    return toSettings(prefs ?? DEFAULT_PREFERENCES, pushDevices);
  }

  return {
    notify,

    /** Inside the message's transaction: the fan-out of an urgent team message to every player (key urgent-message:<id>). */
    queueUrgentMessage(tx: OutboxSql, message: UrgentMessagePayload): Promise<string> {
      return outbox.enqueue(tx, { topic: URGENT_MESSAGE_TOPIC, key: urgentMessageKey(message.messageId), payload: message });
    },

    /** After commit: runs a queued job now, in the background (the relay retries it when this fails). */
    runSoon: (key: string) => runSoon([key]),

    /** The VAPID public key browsers subscribe with; null when web push is off. */
    async publicKey(): Promise<string | null> {
      return (await vapid())?.publicKey ?? null;
    },

    /** Push on for this browser: its subscription, kept for the signed-in user (a browser another user had moves over). */
    async subscribe(identity: Identity, body: z.output<typeof pushSubscriptionBody>): Promise<{ ok: true }> {
      const url = new URL(body.endpoint);
      if (!isPushEndpointUrl(body.endpoint) || (isProduction() && url.protocol !== 'https:')) throw badRequest('endpoint must be an https:// URL');
      if (isProduction() && !PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => url.hostname.endsWith(suffix)))
        throw badRequest("endpoint must be a browser push service's URL");
      if (!isP256PublicKey(body.keys.p256dh)) throw badRequest('keys.p256dh must be a base64url P-256 public key');
      const at = now();
      const keys = { userId: identity.userId, p256dh: body.keys.p256dh, auth: body.keys.auth, updatedAt: at };
      await prisma.pushSubscription.upsert({ where: { endpoint: body.endpoint }, create: { endpoint: body.endpoint, ...keys, createdAt: at }, update: keys });
      return { ok: true };
    },

    /** Push off for this browser (only the caller's own subscription is removed). */
    async unsubscribe(identity: Identity, body: z.output<typeof deletePushSubscriptionBody>): Promise<void> {
      await prisma.pushSubscription.deleteMany({ where: { endpoint: body.endpoint, userId: identity.userId } });
    },

    settings: (identity: Identity) => settingsOf(identity.userId),

    async saveSettings(identity: Identity, body: z.output<typeof notificationSettingsBody>): Promise<NotificationSettings> {
      const values = {
        push: body.push,
        sms: body.sms,
        email: body.email,
        reminders: body.reminders,
        quietStart: body.quietHours?.start ?? null,
        quietEnd: body.quietHours?.end ?? null,
        timeZone: body.timeZone,
        updatedAt: now(),
      };
      await prisma.notificationPreference.upsert({ where: { userId: identity.userId }, create: { userId: identity.userId, ...values }, update: values });
      return settingsOf(identity.userId);
    },

    /** Waits for the deliveries started in the background (tests; close()). */
    async idle(): Promise<void> {
      while (running.size) await Promise.all([...running]);
    },
  };
}
export type NotificationsDomain = ReturnType<typeof notificationsDomain>;
