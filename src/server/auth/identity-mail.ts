import type { Mailer } from '../mail/mailer.ts';
import { escapeHtml } from './interactions/html.ts';

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const linkParagraph = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;

/** The reset mail: the one-time link and what to do when it was not you. */
export function sendPasswordResetMail(mailer: Mailer, to: string, link: string): Promise<string> {
  const intro =
    'Someone asked to reset the password of your Business Tools account. Open this link within one hour to choose a new password:';
  const outro = 'If it was not you, ignore this e-mail: your password stays as it is.';
  return mailer.send({
    to,
    subject: 'Reset your Business Tools password',
    text: `${intro}\n\n${link}\n\n${outro}\n`,
    html: [paragraph(intro), linkParagraph(link, 'Choose a new password'), paragraph(outro)].join('\n'),
  });
}

/** The welcome mail with the link that confirms the address. */
export function sendVerificationMail(
  mailer: Mailer,
  to: string,
  name: string,
  link: string,
): Promise<string> {
  const greeting = `Hello ${name},`;
  const intro = 'Welcome to Business Tools. Please confirm your e-mail address by opening this link:';
  const outro = 'Until you do, an organisation that invited you by e-mail cannot recognise your account.';
  return mailer.send({
    to,
    subject: 'Confirm your e-mail for Business Tools',
    text: `${greeting}\n\n${intro}\n\n${link}\n\n${outro}\n`,
    html: [
      paragraph(greeting),
      paragraph(intro),
      linkParagraph(link, 'Confirm my e-mail'),
      paragraph(outro),
    ].join('\n'),
  });
}
