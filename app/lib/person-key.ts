/**
 * One person behind several submissions (issue 31): the key their e-mail addresses share, compared
 * case-insensitively, with a plus-tag dropped ('ada+roi@x.com' is 'ada@x.com') and, at Gmail, the
 * dots of the name too ('a.da@gmail.com' is 'ada@gmail.com', as Gmail delivers both to one inbox).
 * Submissions are grouped by it, never merged: each keeps the address it was sent with.
 */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

export function personKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
