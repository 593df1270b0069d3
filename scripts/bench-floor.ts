/**
 * The floor of the HTTP benchmarks: a plain Express app answering `GET /` with a short JSON body, on BENCH_FLOOR_PORT.
 * Run as its own process (like each service) so the load generator does not share its event loop.
 */
import express from 'express';

const app = express();
app.disable('x-powered-by');
app.get('/', (_req, res) => {
  res.json({ status: 'ok' });
});
const server = app.listen(Number(process.env.BENCH_FLOOR_PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('disconnect', () => server.close(() => process.exit(0)));
