/** The webhooks feature's entry: its admin routes, its job, and the event emitter other features call. */
export { webhookRoutes } from './routes';
export { registerWebhookJobs, emitWebhookEvent, type WebhookEvent } from './service';
