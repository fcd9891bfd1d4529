// What other parts of the server use of notifications/; everything else here is its own business.
export { messageNotice, notify, unreadNotificationCount } from './notices.ts';
export type { Notifier, NotifierConfig } from './notifier.ts';
export { announce, createNotifier, notifying } from './notifier.ts';
