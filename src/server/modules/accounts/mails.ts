import type { AppConfig } from '../../config';
import type { Mailer } from '../../mail/mailer';
import { appLink } from './links';

type MailDeps = { mailer: Mailer; config: Pick<AppConfig, 'publicUrl'> };

/** `path`: the page that takes the token (the teachers' by default; families have their own). */
export function mailVerification(
  { mailer, config }: MailDeps,
  to: string,
  token: string,
  path = `/teacher-auth?verify=${token}`,
) {
  const link = appLink(config, path);
  return mailer.send({
    to,
    subject: 'Confirm your Remote Chalk email',
    text: `Welcome to Remote Chalk!\n\nConfirm your email address by opening this link:\n${link}\n\nIf you did not create an account, ignore this message.`,
    link,
  });
}

/** `path`: the page that takes the token (the teachers' by default; families have their own). */
export function mailPasswordReset(
  { mailer, config }: MailDeps,
  to: string,
  token: string,
  path = `/teacher-auth?reset=${token}`,
) {
  const link = appLink(config, path);
  return mailer.send({
    to,
    subject: 'Reset your Remote Chalk password',
    text: `Someone asked to reset the password of your Remote Chalk account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.`,
    link,
  });
}
