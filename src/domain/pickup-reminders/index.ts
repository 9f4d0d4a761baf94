export * from './reminder-preferences';
export * from './due-reminders';
export * from './sms-quiet-hours';
export * from './reminder-message';
