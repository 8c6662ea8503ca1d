// Every documented operation's name (`operationId`, what a generated client calls its function) and, where the route
// does not give one itself, its summary (decision 055). openapi.ts adds them to each route as it is declared and stops
// the start when a documented route is missing here: a new route gets its name in this table.

import { ACCOUNT_OPERATIONS, type Operation } from './operations-account.ts';

export const OPERATIONS: Readonly<Record<string, Operation>> = {
  ...ACCOUNT_OPERATIONS,
  // The lender's console (issue 35).
  'GET /api/lender/history/{entity}/{id}': [
    'getChangeHistory',
    'Who changed a dealership, program or lender user, when and what',
  ],
  'GET /api/lender/users': ['listLenderUsers', 'The lender’s users with their roles'],
  'POST /api/lender/users': ['addLenderUser'],
  'POST /api/lender/users/disable/{id}': [
    'disableLenderUser',
    'Disables a lender user: no sign-in, every session ends',
  ],
  'POST /api/lender/users/enable/{id}': ['enableLenderUser', 'Enables a disabled lender user again'],
  'POST /api/lender/users/reset-password/{id}': [
    'resetLenderUserPassword',
    'Resets a lender user’s password to a one-time password',
  ],
  'POST /api/lender/users/reset-factors/{id}': [
    'resetLenderUserFactors',
    'Removes a lender user’s second factors; they enrol again',
  ],
  'POST /api/lender/users/roles/{id}': [
    'setLenderUserRoles',
    'Sets a lender user’s roles (the last lender admin keeps theirs)',
  ],
  'GET /api/lender/settings': ['getLenderSettings', 'The lender’s settings (four eyes on funding)'],
  'PUT /api/lender/settings': ['saveLenderSettings', 'Changes the lender’s settings'],
  'GET /api/lender/dealers': ['listDealers'],
  'POST /api/lender/dealers': ['onboardDealer'],
  'GET /api/lender/dealers/{id}': ['getDealer'],
  'PUT /api/lender/dealers/{id}': ['editDealer'],
  'POST /api/lender/dealers/{id}/suspend': ['suspendDealer'],
  'POST /api/lender/dealers/{id}/reinstate': ['reinstateDealer'],
  'GET /api/lender/dealers/{id}/users': ['listDealerUsers'],
  'POST /api/lender/dealers/{id}/users/{userId}/reset-factors': ['resetDealerUserFactors'],
  'POST /api/lender/dealers/{id}/users/{userId}/reset-password': ['resetDealerUserPassword'],
  'GET /api/lender/programs': [
    'listRateSheets',
    'The programs with the version in effect today and those to come',
  ],
  'GET /api/lender/programs/{id}': ['getRateSheet', 'A program with every version'],
  'POST /api/lender/programs/{id}/versions': ['addRateSheetVersion'],
  'DELETE /api/lender/programs/{id}/versions/{versionId}': ['deleteRateSheetVersion'],
  'GET /api/lender/dealers/{id}/programs': ['getDealerPrograms', 'The programs a dealership may offer'],
  'PUT /api/lender/dealers/{id}/programs': [
    'setDealerPrograms',
    'Chooses the programs a dealership may offer',
  ],
  // Funding statements (decision 050).
  'GET /api/funding/statements.csv': ['exportFundingStatements'],
  'GET /api/funding/statements': ['listFundingStatements', 'A period’s funding statements, a page at a time'],
  'GET /api/funding/statement-dealers': [
    'listStatementDealers',
    'The dealerships the lender’s statements may be filtered by',
  ],
  'GET /api/funding/statements/{applicationId}': [
    'getFundingStatement',
    'What a deal paid the dealership, line by line',
  ],
  // Applications (spec §3).
  'GET /api/applications/summary': [
    'getSummary',
    'The dashboard’s counts of the vendor’s applications by status group',
  ],
  'GET /api/applications/search': [
    'searchApplications',
    'The application list: status, text, page, page size and order',
  ],
  'GET /api/application/permissions/{id}': [
    'getPermissions',
    'What the caller may do with an application now',
  ],
  'POST /api/applications/save': [
    'saveApplication',
    'Saves a step of the application (id "new" creates it), with its version',
  ],
  'POST /api/applications/save-co-applicant': [
    'saveCoApplicant',
    'Saves a step of the co-applicant, with the version',
  ],
  'GET /api/applications/get/{id}': [
    'getApplication',
    'An application with its co-applicant, the SIN masked',
  ],
  'GET /api/application/status/{id}': [
    'getApplicationStatus',
    'An application’s status, for a screen waiting on it',
  ],
  'GET /api/application/event/{id}': [
    'runApplicationEvent',
    'Runs a row action (edit, cancel, re-submit…) on an application',
  ],
  'POST /api/applications/partner-consent/{id}': [
    'givePartnerConsent',
    'Records the customer’s consent to the second look',
  ],
  'GET /api/applications/submit/{id}': ['submitApplication', 'Submits the application for a credit decision'],
  'GET /doc-api/applications/sync': [
    'syncApplications',
    'Whether the document host is reachable with this session',
  ],
  'GET /api/form-options': [
    'getFormOptions',
    'The wizard’s choices (provinces, housing, relationships…) in both languages',
  ],
  'POST /api/applications/scan/{id}': ['scanLicence'],
  // The lender's credit and funding reviews.
  'GET /api/underwriter/queue': ['listCreditQueue', 'The applications waiting for an underwriter’s decision'],
  'GET /api/underwriter/applications/{id}': [
    'getCreditReview',
    'An application under credit review with the bureau’s files',
  ],
  'POST /api/underwriter/decide/{id}': [
    'decideCredit',
    'An underwriter’s decision: approve (an amount) or decline',
  ],
  'GET /api/applications/timeline/{id}': ['getTimeline'],
  // Signing the contract.
  'GET /api/sign/{id}': [
    'requestSignature',
    'Sends the contract for signature (in person or by e-mail), or opens the signing',
  ],
  'GET /api/sign/{id}/state': ['getSigningState', 'The envelope’s signers and where each is'],
  'POST /api/sign/{id}/void': ['voidSignature', 'Voids a request no one has signed yet'],
  'GET /doc-api/check-sign/{id}': ['checkSignature', 'Whether every signer has signed'],
  'GET /doc-api/esign/downloadPdf/{id}': ['downloadSignedContract', 'The signed contract (PDF)'],
  'GET /doc-api/esign/upload-to-s3/{id}': [
    'storeSignedContract',
    'Stores the signed contract with the application’s documents',
  ],
  'GET /esign/assets/{name}': ['getSigningPageAsset', 'A file of the built-in signing page (script, style)'],
  'GET /esign/{envelopeId}/{token}': ['openSigningPage', 'The built-in signing page of one signer (HTML)'],
  'GET /esign/{envelopeId}/{token}/document.pdf': [
    'getSigningDocument',
    'The contract the signer is asked to sign (PDF)',
  ],
  'POST /esign/{envelopeId}/{token}/sign': ['signOnPage', 'The signer’s consent and signature'],
  'POST /esign/{envelopeId}/{token}/decline': ['declineOnPage', 'The signer declines to sign'],
  // Uploads and the funding package.
  'POST /doc-api/applications/upload-to-s3/{id}': [
    'startUpload',
    'A signed URL to upload one document of a kind',
  ],
  'POST /doc-api/applications/upload-complete/{id}': [
    'completeUpload',
    'Checks and files an uploaded document',
  ],
  'GET /doc-api/applications/check-upload-status/{id}': [
    'getUploadStatus',
    'Which documents are uploaded, by kind',
  ],
  'PUT /doc-api/files/{applicationId}/{uploadId}': [
    'putUploadedFile',
    'The upload itself, at the signed URL (local storage)',
  ],
  'GET /doc-api/applications/funding-checks/{id}': [
    'getFundingChecks',
    'What the package still lacks before it can be sent',
  ],
  'GET /doc-api/applications/send-to-edge/{id}': [
    'submitFundingPackage',
    'Sends the funding package to the lender',
  ],
  'GET /api/underwriter/funding': [
    'listFundingQueue',
    'The packages waiting for the lender’s funding review',
  ],
  'GET /api/underwriter/funding/{id}': ['getFundingReview', 'A package under funding review with its checks'],
  'POST /api/underwriter/funding/{id}': ['decideFunding', 'Funds the deal (Booked) or asks for documents'],
  'GET /api/underwriter/funding/{id}/package': ['downloadFundingPackage', 'The combined package (PDF)'],
  'GET /api/completion-certificate/{id}': [
    'getCompletionCertificate',
    'The completion certificate’s state and method',
  ],
  'POST /api/get-completion-certificate/{id}': [
    'requestCompletionCertificate',
    'Produces the certificate, on paper or to sign',
  ],
  // Assets and the financing program.
  'GET /api/program/asset-types': ['listAssetTypes'],
  'GET /api/program/asset-sub-types': ['listAssetSubTypes'],
  'GET /api/application/add-asset/{id}': ['saveAsset'],
  'GET /api/application/delete-asset/{id}': [
    'deleteAsset',
    'Removes an asset; the total and the cap are read again',
  ],
  'GET /api/application/get-assets/{id}': ['listAssets'],
  'GET /api/programs': ['listPrograms'],
  'GET /api/programs/sheet': ['getCalculatorRateSheet', "The calculator's rate sheet, for a tablet to keep"],
  'GET /api/program/options': ['getProgramOptions'],
  'GET /api/program/payment/{id}': ['getPayment'],
  'GET /api/application/save-program/{id}': ['saveProgram'],
  'POST /api/share': ['shareQuote'],
  'GET /api/mailbox': ['listMailbox'],
  'GET /api/sms-outbox': ['listSmsOutbox'],
  // The customer's own device (issue 26).
  'POST /api/applications/customer-link/{id}': [
    'sendCustomerLink',
    'Sends the customer a link to give consent and details',
  ],
  'DELETE /api/applications/customer-link/{id}': ['revokeCustomerLink', 'Ends the customer’s live link'],
  'POST /customer-api/open': [
    'openCustomerLink',
    'The customer opens their link: a code is texted (or the date of birth asked)',
  ],
  'POST /customer-api/verify': [
    'verifyCustomer',
    'The customer’s code or date of birth: a session of their own',
  ],
  'GET /customer-api/application': ['getCustomerApplication', 'What the customer is asked to confirm'],
  'POST /customer-api/submit': ['submitCustomerAnswers', 'The customer’s consent and details'],
  // Notices and the probes.
  'GET /api/notifications': ['listNotices'],
  'POST /api/notifications/read/{id}': ['readNotice'],
  'POST /api/notifications/read-all': ['readAllNotices'],
  'GET /api/notifications/preferences': ['getNoticePreferences'],
  'PUT /api/notifications/preferences': ['setNoticePreferences'],
  'GET /api/health': ['getLiveness'],
  'GET /api/ready': ['getReadiness'],
};
