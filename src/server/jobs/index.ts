/** Every job queue the server runs. A feature with a durable side effect adds its registration here. */
import type { AppContext } from '../context';
import { registerMessagingJobs } from './messaging';
import { registerIssueOutboxJobs } from '../features/services/issue-outbox';
import { registerOutboxCheckJob } from '../features/services/issue-outbox-check';
import { registerBackOfficeUpdateJobs } from './back-office-update';
import { registerServiceRequestStatusJobs } from '../features/service-requests/status-polling';
import { registerPickupReminderJobs } from '../features/pickup-reminders/reminder-run';
import { registerClaimJobs, registerLetterJobs } from '../features/address-claims';
import { registerWebhookJobs } from '../features/webhooks';

export function registerJobs(ctx: AppContext): void {
  registerMessagingJobs(ctx);
  registerIssueOutboxJobs(ctx);
  registerOutboxCheckJob(ctx);
  registerBackOfficeUpdateJobs(ctx);
  registerServiceRequestStatusJobs(ctx);
  registerPickupReminderJobs(ctx);
  registerClaimJobs(ctx);
  registerLetterJobs(ctx);
  registerWebhookJobs(ctx);
}
