/**
 * Web push in the app's service worker (part 1 §7): each push (`{ title, body, url }`, encrypted by the server
 * for this browser) is shown as a notification, and a click opens its page in a window of the app (an open one
 * when there is one).
 */
declare const self: ServiceWorkerGlobalScope;

export {};

interface PushMessage {
  title?: string;
  body?: string;
  url?: string;
}

function readMessage(event: PushEvent): PushMessage {
  if (!event.data) return {};
  try {
    return event.data.json() as PushMessage;
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event);
  event.waitUntil(
    self.registration.showNotification(message.title || 'modkit', {
      body: message.body ?? '',
      data: { url: message.url || '/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string })?.url ?? '/', self.location.origin);
  // Only pages of the app itself are opened.
  const href = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows[0];
      if (!open) return void (await self.clients.openWindow(href));
      await open.navigate(href);
      await open.focus();
    }),
  );
});
