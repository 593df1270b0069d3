import express, { type Router } from 'express';
import type { OutboundDomain } from '../domain/outbound.ts';

/** The service-to-service API (mounted under /internal by the kit, which enforces the service token and parses JSON). */
export function internalRouter(outbound: OutboundDomain): Router {
  const router = express.Router();
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
