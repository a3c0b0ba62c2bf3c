import { iconMarkup } from './light-icons';

// Error notifications and short success messages that work before antd is loaded (the guest pages)
// and look like antd's. Inside the authenticated area antd's App is mounted and registers itself
// here (app/antd-providers), so every notice there comes from antd, in its stack and with its
// animations. Plain DOM, not React: the api client calls this from outside any component.

export type ErrorNotice = { title: string; description: string };
export type Notifier = { error(notice: ErrorNotice): void; success(text: string): void };

// antd's defaults: a notification stays 4.5 s, a message 3 s.
const NOTICE_MS = 4500;
const MESSAGE_MS = 3000;

const delegates: Notifier[] = [];

/** Hands the notices to `notifier` (antd's) until the returned function is called. */
export function delegateNotices(notifier: Notifier): () => void {
  delegates.push(notifier);
  return () => {
    const index = delegates.lastIndexOf(notifier);
    if (index >= 0) delegates.splice(index, 1);
  };
}

function holder(className: string): HTMLElement {
  const found = document.body.querySelector<HTMLElement>(`:scope > .${className}`);
  if (found) return found;
  const created = document.createElement('div');
  created.className = className;
  document.body.append(created);
  return created;
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const created = document.createElement(tag);
  created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}

function showError({ title, description }: ErrorNotice): void {
  const notice = element('div', 'lk-notice');
  notice.setAttribute('role', 'alert');
  const icon = element('span', 'lk-notice-icon');
  icon.setAttribute('aria-hidden', 'true');
  icon.innerHTML = iconMarkup('error');
  // The close button is for the mouse; the notice closes by itself and says itself (role=alert).
  const close = element('button', 'lk-notice-close');
  close.setAttribute('type', 'button');
  close.setAttribute('tabindex', '-1');
  close.setAttribute('aria-hidden', 'true');
  close.innerHTML = iconMarkup('close');
  notice.append(icon, element('div', 'lk-notice-title', title), element('div', 'lk-notice-description', description), close);
  const remove = () => notice.remove();
  close.addEventListener('click', remove);
  holder('lk-notices').prepend(notice);
  setTimeout(remove, NOTICE_MS);
}

function showSuccess(text: string): void {
  const message = element('div', 'lk-message');
  message.setAttribute('role', 'status');
  const icon = element('span', 'lk-message-success');
  icon.setAttribute('aria-hidden', 'true');
  icon.innerHTML = iconMarkup('success');
  message.append(icon, element('span', '', text));
  holder('lk-messages').append(message);
  setTimeout(() => message.remove(), MESSAGE_MS);
}

const light: Notifier = { error: showError, success: showSuccess };

/** The notices of the whole app: antd's where antd is mounted, the light ones elsewhere. */
export const notify: Notifier = {
  error: (notice) => (delegates.at(-1) ?? light).error(notice),
  success: (text) => (delegates.at(-1) ?? light).success(text),
};

/** Removes every light notice at once (between screen tests). */
export function clearNotices(): void {
  document.body.querySelectorAll(':scope > .lk-notices, :scope > .lk-messages').forEach((node) => node.remove());
}
