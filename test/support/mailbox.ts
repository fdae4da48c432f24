/** Reads the SES emulator's mailbox (aws-ses-v2-local's GET /store), as a developer reads its web page. */
export interface StoredEmail {
  readonly messageId: string;
  readonly from: string;
  readonly destination: { readonly to: readonly string[] };
  readonly subject: string;
  readonly body: { readonly html?: string; readonly text?: string };
  readonly at: number;
}

export async function readMailbox(mailboxUrl: string): Promise<StoredEmail[]> {
  const response = await fetch(`${mailboxUrl}/store`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  return emails;
}

export async function mailsTo(mailboxUrl: string, address: string): Promise<StoredEmail[]> {
  const all = await readMailbox(mailboxUrl);
  return all.filter((email) => email.destination.to.some((to) => to.toLowerCase().includes(address.toLowerCase())));
}

/** The link to `path` (e.g. /verify) in the newest mail to `address`, waiting briefly for it. */
export async function latestLink(
  mailboxUrl: string,
  address: string,
  path: '/verify' | '/resetPassword' | '/email-change/undo',
  count = 1,
): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mails = await mailsTo(mailboxUrl, address);
    if (mails.length >= count) {
      const text = mails[mails.length - 1]?.body.text ?? '';
      const match = text.match(new RegExp(`https?://[^\\s]+${path}#token=[A-Za-z0-9_-]+`));
      if (match) return match[0];
    }
    if (Date.now() > deadline) throw new Error(`no mail with a ${path} link reached ${address} (found ${mails.length})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The token of a link from a mail: it travels in the fragment, never in the path or query. */
export function tokenOf(link: string): string {
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** Makes the SES emulator refuse every send as the SES sandbox does (true), or accept again (false). */
export async function refuseSending(mailboxUrl: string, refuse: boolean): Promise<void> {
  const response = await fetch(`${mailboxUrl}/local/${refuse ? 'refuse' : 'accept'}-sending`, {
    method: 'POST',
    headers: { 'x-local-control': '1' },
  });
  if (response.status !== 204) throw new Error(`the SES emulator answered ${response.status}`);
}
