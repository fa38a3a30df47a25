/** The mails the auth server sends. Each carries exactly one link, listed in `links`. */
import { escapeHtml } from './html.ts';
import type { Mail } from './mailer.ts';

function linkMail(to: string, subject: string, intro: string, action: string, link: string, outro: string): Mail {
  const text = `${intro}\n\n${action}: ${link}\n\n${outro}\n`;
  const html = `<p>${escapeHtml(intro)}</p>` + `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` + `<p>${escapeHtml(outro)}</p>`;
  return { to, subject, text, html, links: [link] };
}

export function confirmSignupMail(to: string, link: string): Mail {
  return linkMail(
    to,
    'Confirm your Critical Journey account',
    'Welcome to Critical Journey. Confirm your e-mail address to finish signing up.',
    'Confirm your e-mail address',
    link,
    'If you did not sign up, ignore this mail. The link works once, for 24 hours.',
  );
}

export function recoveryMail(to: string, link: string): Mail {
  return linkMail(
    to,
    'Reset your Critical Journey password',
    'Someone asked to reset the password of this Critical Journey account.',
    'Choose a new password',
    link,
    'If it was not you, ignore this mail: your password stays as it is. The link works once, for one hour.',
  );
}
