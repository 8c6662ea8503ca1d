// The route table of spec §2: public pages, pages open to all, signed-in pages, redirects, PageNotFound.
// Every screen is lazy-loaded so that Login loads only what it needs.
import type { LazyNamespace } from '@vp/i18n/lazy';
import {
  createBrowserRouter,
  type LazyRouteFunction,
  type Params,
  type RouteObject,
  redirect,
} from 'react-router';
import { loadNamespaces } from '../lib/i18n.ts';
import {
  assetsAnswers,
  certificationAnswers,
  dashboardAnswers,
  firstAnswers,
  listAnswers,
  programAnswers,
  signAnswers,
  uploadAnswers,
  wizardAnswers,
} from './first-answers.ts';
import type { AppPath } from './paths.ts';
import { paths } from './paths.ts';
import type { RouteHandle } from './route-handle.ts';
import { HydrateFallback, RootErrorBoundary, RootLayout } from './routes/root-layout.tsx';

type LazyModule = LazyRouteFunction<RouteObject>;
type WizardModule = typeof import('./routes/wizard.tsx');
type DecisionModule = typeof import('./routes/decision.tsx');
type UnderwriterModule = typeof import('./routes/underwriter.tsx');
type CalculatorModule = typeof import('./routes/calculator.tsx');

/** The screen's code and the catalogs it reads, fetched together: a screen never shows untranslated keys. */
function withNamespaces(lazy: LazyModule, namespaces: readonly LazyNamespace[]): LazyModule {
  if (namespaces.length === 0) return lazy;
  return async () => {
    const [module] = await Promise.all([lazy(), loadNamespaces(namespaces)]);
    return module;
  };
}

function screen(path: AppPath, lazy: LazyModule, namespaces: readonly LazyNamespace[] = []): RouteObject {
  const handle: RouteHandle = { screen: path.name };
  return { id: path.name, path: path.pattern, handle, lazy: withNamespaces(lazy, namespaces) };
}

const WIZARD_NAMESPACES: readonly LazyNamespace[] = ['application', 'options', 'customer', 'offline'];
/** The application list reads the group names of the dashboard and the status names. */
const LIST_NAMESPACES: readonly LazyNamespace[] = ['applications', 'statuses', 'dashboard'];

/** A step of the application wizard or of the co-borrower flow: one chunk holds them all. */
function wizardScreen(path: AppPath, component: Exclude<keyof WizardModule, 'WizardLayout'>): RouteObject {
  return screen(
    path,
    () => import('./routes/wizard.tsx').then((module) => ({ Component: module[component] })),
    WIZARD_NAMESPACES,
  );
}

/** The submitting page or a result screen of the credit decision: one chunk holds them all. */
function decisionScreen(
  path: AppPath,
  component: keyof DecisionModule,
  more: readonly LazyNamespace[] = [],
): RouteObject {
  return screen(
    path,
    () => import('./routes/decision.tsx').then((module) => ({ Component: module[component] })),
    ['decision', ...more],
  );
}

/** The lender's underwriting queue and one application's decision: one chunk, for underwriters only. */
function underwriterScreen(
  path: AppPath,
  component: keyof UnderwriterModule,
  more: readonly LazyNamespace[] = [],
): RouteObject {
  return screen(
    path,
    () => import('./routes/underwriter.tsx').then((module) => ({ Component: module[component] })),
    ['underwriter', 'statuses', ...more],
  );
}

/** The payment calculator and the mailbox its Share mails land in: one chunk. */
function calculatorScreen(path: AppPath, component: keyof CalculatorModule): RouteObject {
  return screen(
    path,
    () => import('./routes/calculator.tsx').then((module) => ({ Component: module[component] })),
    ['financing', 'options'],
  );
}

type DealersModule = typeof import('./routes/dealers.tsx');

/**
 * The lender's Dealers console (issue 35): one chunk; 'underwriter' words the refusal, 'options' the provinces, 'rates'
 * the dealer's programs.
 */
function dealersScreen(path: AppPath, component: keyof DealersModule): RouteObject {
  return screen(
    path,
    () => import('./routes/dealers.tsx').then((module) => ({ Component: module[component] })),
    ['dealers', 'options', 'underwriter', 'rates'],
  );
}

/** A screen that a later issue builds: a plain 'not available yet' page for now. */
function notAvailable(path: AppPath): RouteObject {
  return screen(path, () => import('./routes/not-available.tsx'));
}

/** A redirect route; the query string goes along. */
function redirectRoute(path: AppPath, to: (params: Params) => string): RouteObject {
  return {
    id: path.name,
    path: path.pattern,
    loader: ({ request, params }) => redirect(`${to(params)}${new URL(request.url).search}`),
  };
}

const id = (params: Params) => ({ applicationId: params.applicationId ?? null });
/** Screens a later issue builds (none left since issue 13). */
export const PLACEHOLDER_SCREENS: readonly AppPath[] = [];

type UploadsModule = typeof import('./routes/uploads.tsx');

/** Certification and upload step 1: one chunk, with the uploads and financing (progress) words. */
function uploadsScreen(path: AppPath, component: keyof UploadsModule): RouteObject {
  return screen(
    path,
    () => import('./routes/uploads.tsx').then((module) => ({ Component: module[component] })),
    ['uploads', 'financing'],
  );
}

export const PAGE_NOT_FOUND_ID = 'PageNotFound';
/** Settings' sections: its own words, the notices by e-mail and the sign-in security (decision 053). */
const SETTINGS_WORDS = ['settings', 'notifications', 'factors', 'integrations', 'statuses'] as const;

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback,
    children: [
      redirectRoute(paths.auth, () => paths.login.build()),
      redirectRoute(paths.uploadFiles, () => paths.uploadFilesStep1.build({ applicationId: 'new' })),
      redirectRoute(paths.applications, () => paths.applicationList.build({ status: 'all' })),
      redirectRoute(paths.application, () => paths.applicationStep1.build()),
      redirectRoute(paths.applicationStep3, (params) => paths.applicationStep3_1.build(id(params))),
      redirectRoute(paths.coBorrower, () => paths.coBorrowerStep0.build()),
      redirectRoute(paths.coBorrowerRoot, () => paths.coBorrowerStep0.build()),
      {
        id: 'public',
        lazy: () => import('./routes/public-layout.tsx'),
        children: [
          screen(paths.login, () => import('./routes/login.tsx')),
          screen(paths.signInStep, () => import('./routes/second-step.tsx'), ['factors']),
          screen(paths.logout, () => import('./routes/logout.tsx')),
          // The customer's own page: the wizard's field words and the provinces' names beside its own.
          screen(paths.customer, () => import('./routes/customer.tsx'), [
            'customer',
            'application',
            'options',
          ]),
        ],
      },
      {
        id: 'openToAll',
        lazy: () => import('./routes/adaptive-layout.tsx'),
        children: [
          screen(paths.changePassword, () => import('./routes/change-password.tsx')),
          screen(paths.accessibilityPolicy, () => import('./routes/accessibility-policy.tsx'), [
            'accessibility',
          ]),
          {
            id: PAGE_NOT_FOUND_ID,
            path: '*',
            handle: { screen: PAGE_NOT_FOUND_ID } satisfies RouteHandle,
            lazy: () => import('./routes/not-found.tsx'),
          },
        ],
      },
      {
        id: 'signedIn',
        lazy: () => import('./routes/protected-layout.tsx'),
        children: [
          {
            ...screen(paths.dashboard, () => import('./routes/dashboard.tsx'), ['dashboard']),
            ...firstAnswers(dashboardAnswers),
          },
          {
            id: 'wizard',
            ...firstAnswers(wizardAnswers),
            lazy: withNamespaces(
              () => import('./routes/wizard.tsx').then((module) => ({ Component: module.WizardLayout })),
              WIZARD_NAMESPACES,
            ),
            children: [
              wizardScreen(paths.applicationStep1, 'ApplicationStep1'),
              wizardScreen(paths.applicationStep2, 'ApplicationStep2'),
              wizardScreen(paths.applicationStep3_1, 'ApplicationStep3_1'),
              wizardScreen(paths.applicationStep3_2, 'ApplicationStep3_2'),
              wizardScreen(paths.applicationStep3_3, 'ApplicationStep3_3'),
              wizardScreen(paths.applicationStep4, 'ApplicationStep4'),
              wizardScreen(paths.coBorrowerStep0, 'CoBorrowerStep0'),
              wizardScreen(paths.coBorrowerStep1, 'CoBorrowerStep1'),
              wizardScreen(paths.coBorrowerStep2, 'CoBorrowerStep2'),
              wizardScreen(paths.coBorrowerStep3, 'CoBorrowerStep3'),
            ],
          },
          decisionScreen(paths.waitingSubmission, 'WaitingSubmission'),
          decisionScreen(paths.approved, 'Approved'),
          // The second look's consent step reads the wizard's consent texts and the event's Yes/No question.
          decisionScreen(paths.notApproved, 'NotApproved', ['application', 'applications']),
          decisionScreen(paths.creditBureauNotFound, 'CreditBureauNotFound'),
          decisionScreen(paths.pendingApproval, 'PendingApproval'),
          decisionScreen(paths.secondLookWaiting, 'SecondLookWaiting'),
          decisionScreen(paths.secondLookApproved, 'SecondLookApproved'),
          decisionScreen(paths.secondLookDeclined, 'SecondLookDeclined'),
          {
            ...screen(paths.applicationList, () => import('./routes/application-list.tsx'), LIST_NAMESPACES),
            ...firstAnswers(listAnswers),
          },
          screen(paths.applicationTimeline, () => import('./routes/timeline.tsx'), [
            'timeline',
            'statuses',
            'uploads',
            'statements',
          ]),
          // What the dealer is paid (issue 35); Reports (issue 37), whose decline reasons 'timeline' words.
          screen(paths.fundingStatements, () => import('./routes/funding-statements.tsx'), ['statements']),
          screen(paths.reports, () => import('./routes/reports.tsx'), ['reports', 'timeline']),
          screen(paths.applicationEvent, () => import('./routes/application-event.tsx'), [
            'applications',
            'actions',
          ]),
          underwriterScreen(paths.underwriterQueue, 'UnderwriterQueue'),
          underwriterScreen(paths.underwriterApplication, 'UnderwriterApplication'),
          underwriterScreen(paths.underwriterFunding, 'UnderwriterFunding'),
          // 'lender' words four eyes' notice (decision 046).
          underwriterScreen(paths.underwriterFundingItem, 'UnderwriterFundingItem', ['lender', 'statements']),
          screen(paths.lenderUsers, () => import('./routes/lender-team.tsx'), ['lender', 'settings']),
          dealersScreen(paths.dealers, 'Dealers'),
          dealersScreen(paths.dealerNew, 'DealerNew'),
          dealersScreen(paths.dealer, 'Dealer'),
          // 'applications' words the delete question of the assets list.
          {
            ...screen(paths.assets, () => import('./routes/assets.tsx'), ['financing', 'applications']),
            ...firstAnswers(assetsAnswers),
          },
          {
            // 'rates' words the program saved with the deal (decision 047).
            ...screen(paths.financingProgram, () => import('./routes/financing.tsx'), ['financing', 'rates']),
            ...firstAnswers(programAnswers),
          },
          screen(paths.settings, () => import('./routes/settings.tsx'), SETTINGS_WORDS),
          calculatorScreen(paths.paymentCalculator, 'PaymentCalculator'),
          // The lender admin's rate sheets (issue 35); 'underwriter' words the refusal of LenderOnly.
          screen(
            paths.rateSheets,
            () => import('./routes/rate-sheets.tsx').then((module) => ({ Component: module.RateSheets })),
            ['rates', 'underwriter'],
          ),
          screen(
            paths.rateSheet,
            () => import('./routes/rate-sheets.tsx').then((module) => ({ Component: module.RateSheet })),
            // 'dealers' words the change history.
            ['rates', 'underwriter', 'dealers'],
          ),
          calculatorScreen(paths.mailbox, 'Mailbox'),
          // Each user's notices (issue 27); the status names label them.
          screen(paths.notifications, () => import('./routes/notifications.tsx'), [
            'notifications',
            'statuses',
          ]),
          screen(paths.addAsset, () => import('./routes/asset-form.tsx'), ['financing']),
          screen(paths.editAsset, () => import('./routes/asset-form.tsx'), ['financing']),
          {
            ...screen(paths.sign, () => import('./routes/sign.tsx'), ['signing', 'financing']),
            ...firstAnswers(signAnswers),
          },
          screen(paths.signWithoutId, () => import('./routes/sign.tsx'), ['signing', 'financing']),
          { ...uploadsScreen(paths.certification, 'Certification'), ...firstAnswers(certificationAnswers) },
          { ...uploadsScreen(paths.uploadFilesStep1, 'UploadFilesStep1'), ...firstAnswers(uploadAnswers) },
          screen(paths.uploadFilesStep2, () => import('./routes/upload-file.tsx'), ['uploads', 'financing']),
          ...PLACEHOLDER_SCREENS.map(notAvailable),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
