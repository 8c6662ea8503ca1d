// The customer's own calls (issue 26, decision 041), outside the vendor's session: open the link with its token (read
// from the URL's fragment, sent in a body, never in a URL), give the second factor, then read and answer with the
// short session in the `X-Customer-Session` header. The dealer's calls send and revoke a link.
import {
  type CustomerLinkBody,
  type CustomerPerson,
  type CustomerSummaryAnswer,
  customerLinkAnswer,
  customerOpenAnswer,
  customerRevokeAnswer,
  customerSessionAnswer,
  customerSubmitAnswer,
  customerSummaryAnswer,
} from '@vp/domain';
import { api } from '../../../lib/api-client.ts';

export const CUSTOMER_API_BASE = '/customer-api';
const open = { auth: 'none', base: CUSTOMER_API_BASE } as const;
const withSession = (session: string) => ({ ...open, headers: { 'X-Customer-Session': session } });

export type { CustomerSummaryAnswer };

export const customerApi = {
  /** Opening again keeps the code sent; `resend` asks a new one (once a minute, a few a link: 429 beyond). */
  open: (token: string, resend = false) =>
    api.post('/open', resend ? { token, resend } : { token }, { ...open, schema: customerOpenAnswer }),
  verify: (token: string, factor: { code?: string; dob?: string }) =>
    api.post('/verify', { token, ...factor }, { ...open, schema: customerSessionAnswer }),
  summary: (session: string, signal?: AbortSignal) =>
    api.get('/application', { ...withSession(session), signal, schema: customerSummaryAnswer }),
  submit: (session: string, answers: Record<string, unknown>) =>
    api.post('/submit', answers, { ...withSession(session), schema: customerSubmitAnswer }),
};

/** The salesperson's side: send a link (or hand the tablet over), and revoke it. */
export const customerLinks = {
  send: (applicationId: string, body: Partial<CustomerLinkBody> & Pick<CustomerLinkBody, 'channels'>) =>
    api.post(`/applications/customer-link/${encodeURIComponent(applicationId)}`, body, {
      schema: customerLinkAnswer,
    }),
  revoke: (applicationId: string, person: CustomerPerson) =>
    api.delete(`/applications/customer-link/${encodeURIComponent(applicationId)}?person=${person}`, {
      schema: customerRevokeAnswer,
    }),
};
