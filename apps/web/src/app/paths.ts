// Every route of the product (spec §2) in one place: its name, its pattern and a typed builder.

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type ParamNames<P extends string> =
  Segments<P> extends infer S ? (S extends `:${infer N}` ? N : never) : never;
type RequiredNames<P extends string> = Exclude<ParamNames<P>, `${string}?`>;
type OptionalNames<P extends string> =
  ParamNames<P> extends infer N ? (N extends `${infer O}?` ? O : never) : never;

export type ParamValue = string | number;
export type PathParams<P extends string> = { [K in RequiredNames<P>]: ParamValue } & {
  [K in OptionalNames<P>]?: ParamValue | null;
};
export type SearchParams = Record<string, string | number | null | undefined>;

type BuildArgs<P extends string> = [RequiredNames<P>] extends [never]
  ? [params?: PathParams<P>, search?: SearchParams]
  : [params: PathParams<P>, search?: SearchParams];

export interface AppPath<P extends string = string> {
  /** The route's name in the specification ('ApplicationStep3_1' for application/3-1). */
  name: string;
  /** The React Router pattern, `:name?` for an optional segment. */
  pattern: P;
  build: (...args: BuildArgs<P>) => string;
}

/** Appends a query string, leaving out empty values. */
export function withSearch(pathname: string, search?: SearchParams): string {
  if (!search) return pathname;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

function fillPattern(pattern: string, params: Record<string, ParamValue | null | undefined>): string {
  const filled = pattern
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === null || value === '') {
        if (optional) return [];
        throw new Error(`Missing route parameter "${key}" for ${pattern}`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
  return filled === '' ? '/' : filled;
}

function route<const P extends string>(name: string, pattern: P): AppPath<P> {
  return {
    name,
    pattern,
    build: (...args: BuildArgs<P>) => {
      const [params, search] = args;
      return withSearch(fillPattern(pattern, (params ?? {}) as Record<string, ParamValue | null>), search);
    },
  };
}

export const paths = {
  auth: route('Auth', '/auth'),
  login: route('Login', '/login'),
  /** The sign-in's second step after the password (decision 053): its ticket in the navigation's state. */
  signInStep: route('SignInStep', '/login/confirm'),
  logout: route('Logout', '/logout'),
  changePassword: route('ChangePassword', '/change-password'),
  /** The user's language and password, and for a vendor admin the dealership's users (issue 27). */
  settings: route('Settings', '/settings'),
  accessibilityPolicy: route('AccessibilityPolicy', '/accessibility-policy'),
  /** The customer's own page (issue 26): the link's token follows in the fragment (`/customer#…`). */
  customer: route('Customer', '/customer'),
  dashboard: route('Dashboard', '/'),

  financingProgram: route('FinancingProgram', '/financing-program/:applicationId?'),
  paymentCalculator: route('PaymentCalculator', '/payment-calculator'),
  /** The built-in mail adapter's outbox (embedded default): the quotes and mails the product sent. */
  mailbox: route('Mailbox', '/mailbox'),
  /** Each user's notices (issue 27): decisions, signatures, the lender's requests, bookings. */
  notifications: route('Notifications', '/notifications'),
  sign: route('Sign', '/sign/:applicationId'),
  /** Sign without an id: the screen says 'Input application id in the URL.' (spec §8). */
  signWithoutId: route('SignWithoutId', '/sign'),
  assets: route('Assets', '/assets/:applicationId'),
  addAsset: route('AddAsset', '/assets/:applicationId/new'),
  editAsset: route('EditAsset', '/assets/:applicationId/:assetId'),
  certification: route('Certification', '/certification/:applicationId'),

  uploadFiles: route('UploadFiles', '/upload-files'),
  uploadFilesStep1: route('UploadFilesStep1', '/upload-files/:applicationId'),
  uploadFilesStep2: route('UploadFilesStep2', '/upload-files/:type/:applicationId'),

  applications: route('Applications', '/applications'),
  applicationList: route('ApplicationList', '/applications/:status'),
  /** Every event of one application in order (issue 27): the vendor's own, the lender's any vendor's. */
  applicationTimeline: route('ApplicationTimeline', '/applications/timeline/:applicationId'),

  application: route('Application', '/application'),
  applicationStep1: route('ApplicationStep1', '/application/1/:applicationId?'),
  applicationStep2: route('ApplicationStep2', '/application/2/:applicationId?'),
  applicationStep3: route('ApplicationStep3', '/application/3/:applicationId?'),
  applicationStep3_1: route('ApplicationStep3_1', '/application/3-1/:applicationId?'),
  applicationStep3_2: route('ApplicationStep3_2', '/application/3-2/:applicationId?'),
  applicationStep3_3: route('ApplicationStep3_3', '/application/3-3/:applicationId?'),
  applicationStep4: route('ApplicationStep4', '/application/4/:applicationId?'),

  waitingSubmission: route('WaitingSubmission', '/application/submitting/:applicationId?'),
  pendingApproval: route('PendingApproval', '/application/pending/:applicationId?'),
  notApproved: route('NotApproved', '/application/not-approved/:applicationId?'),
  approved: route('Approved', '/application/approved/:applicationId?'),
  creditBureauNotFound: route('CreditBureauNotFound', '/application/credit-bureau-not-found/:applicationId?'),
  // The second look (the spec's Kamsel): waiting for the lender's second-look partner, then its answer.
  secondLookWaiting: route('SecondLookWaiting', '/application/second-look/:applicationId?'),
  secondLookApproved: route('SecondLookApproved', '/application/second-look-approved/:applicationId?'),
  secondLookDeclined: route('SecondLookDeclined', '/application/second-look-declined/:applicationId?'),

  coBorrower: route('CoBorrower', '/coborrower'),
  coBorrowerRoot: route('CoBorrowerRoot', '/application/coborrower'),
  coBorrowerStep0: route('CoBorrowerStep0', '/application/coborrower/0/:applicationId?'),
  coBorrowerStep1: route('CoBorrowerStep1', '/application/coborrower/1/:applicationId?'),
  coBorrowerStep2: route('CoBorrowerStep2', '/application/coborrower/2/:applicationId?'),
  coBorrowerStep3: route('CoBorrowerStep3', '/application/coborrower/3/:applicationId?'),

  applicationEvent: route('ApplicationEvent', '/application/:event/:applicationId'),

  // The lender's underwriters (ARCHITECTURE §6): Pending applications of every vendor.
  underwriterQueue: route('UnderwriterQueue', '/underwriter'),
  underwriterApplication: route('UnderwriterApplication', '/underwriter/:applicationId'),
  // The lender's second queue (issue 13): submitted funding packages to fund or send back for documents.
  underwriterFunding: route('UnderwriterFunding', '/underwriter/funding'),
  underwriterFundingItem: route('UnderwriterFundingItem', '/underwriter/funding/:applicationId'),

  // The lender's console (issue 35, decision 046): its team, dealers and rate sheets, for the lender admin.
  lenderUsers: route('LenderUsers', '/lender/users'),
  dealers: route('Dealers', '/lender/dealers'),
  dealerNew: route('DealerNew', '/lender/dealers/new'),
  dealer: route('Dealer', '/lender/dealers/:vendorId'),
  rateSheets: route('RateSheets', '/lender/programs'),
  rateSheet: route('RateSheet', '/lender/programs/:programId'),
  /** A period's funded deals with what the dealer is paid: a dealer admin's own, the lender's every dealer's. */
  fundingStatements: route('FundingStatements', '/funding-statements'),
  /** Reports (issue 37): a dealership's, a salesperson's own or every dealer's figures for a date range. */
  reports: route('Reports', '/reports'),
} as const;

export type PathName = keyof typeof paths;

/** The applicationId of a wizard that has not been saved yet. */
export const NEW_APPLICATION_ID = 'new';

/** A path inside this app, safe to send the browser to after sign-in; anything else is dropped. */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/** Login, remembering where to come back to (never the dashboard, which is where Login goes anyway). */
export function loginWithRedirect(currentPath: string): string {
  const redirect = currentPath === paths.dashboard.pattern ? undefined : safeRedirect(currentPath);
  return paths.login.build({}, { redirect });
}
