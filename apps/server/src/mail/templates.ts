import { escapeHtml } from '../lib/escape-html';
import type { MailMessage } from './mailer';

interface Recipient {
  email: string;
  firstname: string | null;
}

/** One layout for every message: a greeting, a paragraph, one button, and the link in full. */
function render(
  to: Recipient,
  subject: string,
  lines: { intro: string; action: string; after: string },
  link: string,
): MailMessage {
  const greeting = `Habari ${to.firstname?.trim() || 'there'},`;
  const text = [
    greeting,
    '',
    lines.intro,
    '',
    `${lines.action}: ${link}`,
    '',
    lines.after,
    '',
    '— Foleni',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lines.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(lines.action)}</a></p>
<p style="font-size:13px;color:#6b7280">Or open this link: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(lines.after)}</p>
<p>— Foleni</p>
</body></html>`;
  return { to: to.email, subject, text, html, link };
}

export function activationMail(to: Recipient, link: string): MailMessage {
  return render(
    to,
    'Activate your Foleni account',
    {
      intro: 'Welcome to Foleni. Activate your account to start using your dashboard.',
      action: 'Activate my account',
      after:
        'The link works once and expires in 48 hours. If you did not sign up, ignore this message.',
    },
    link,
  );
}

export function passwordResetMail(to: Recipient, link: string): MailMessage {
  return render(
    to,
    'Reset your Foleni password',
    {
      intro: 'Someone asked to reset the password of your Foleni account.',
      action: 'Choose a new password',
      after:
        'The link works once and expires in 1 hour. If it was not you, ignore this message: your password stays as it is.',
    },
    link,
  );
}

export function invitationMail(
  to: Recipient,
  invitedAs: 'owner' | 'driver',
  saccoName: string | null,
  link: string,
): MailMessage {
  const where = saccoName ? ` of ${saccoName}` : '';
  return render(
    to,
    'You are invited to Foleni',
    {
      intro: `You have been added to Foleni as a vehicle ${invitedAs}${where}. Choose a password to start using your dashboard.`,
      action: 'Accept the invitation',
      after:
        'The link works once and expires in 7 days. If you did not expect this, ignore this message.',
    },
    link,
  );
}

const COMPLAINT_STATUS_WORDS: Record<string, string> = {
  open: 'open',
  in_review: 'being reviewed',
  resolved: 'resolved',
  dismissed: 'dismissed',
};

export function complaintStatusMail(
  to: Recipient,
  complaint: { id: number; complaint_type: string; status: string; note: string | null },
  link: string,
): MailMessage {
  const status = COMPLAINT_STATUS_WORDS[complaint.status] ?? complaint.status;
  const note = complaint.note ? ` The team wrote: “${complaint.note}”` : '';
  return render(
    to,
    `Your Foleni complaint #${complaint.id} is ${status}`,
    {
      intro: `Your complaint #${complaint.id} (${complaint.complaint_type}) is now ${status}.${note}`,
      action: 'See your complaint',
      after: 'Sign in with the e-mail address you gave to follow every step of your complaint.',
    },
    link,
  );
}
