import express, { type Router } from 'express';
import type { NotificationsDomain } from '../domain/notifications.ts';
import type { OutboundDomain } from '../domain/outbound.ts';

/** The service-to-service API (mounted under /internal by the kit, which enforces the service token and parses JSON). */
export function internalRouter(outbound: OutboundDomain, notifications: Pick<NotificationsDomain, 'notify'>): Router {
  const router = express.Router();
  // Contracts notifyBody → notifyResultSchema: one notification per key and recipient, queued through the outbox.
  router.post('/notifications', async (req, res) => {
    res.json(await notifications.notify(req.body));
  });
  router.post('/outbound/sms', async (req, res) => {
    res.json(await outbound.sendSms(req.body));
  });
  router.post('/outbound/email', async (req, res) => {
    res.json(await outbound.sendEmail(req.body));
  });
  router.get('/outbound/:id', async (req, res) => {
    res.json(await outbound.get(req.params.id));
  });
  return router;
}
