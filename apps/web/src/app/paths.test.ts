import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loginWithRedirect, paths, safeRedirect, withSearch } from './paths.ts';
import { screenOf } from './route-handle.ts';
import { routes } from './router.tsx';

/** The screen a URL lands on: the deepest matched route's id. */
function routeAt(url: string): string | undefined {
  return matchRoutes(routes, url)?.at(-1)?.route.id;
}

describe('paths', () => {
  it('builds every kind of route', () => {
    expect(paths.dashboard.build()).toBe('/');
    expect(paths.login.build({}, { redirect: '/sign/42', l: undefined })).toBe(
      '/login?redirect=%2Fsign%2F42',
    );
    expect(paths.applicationStep1.build({ applicationId: 'new' })).toBe('/application/1/new');
    expect(paths.applicationStep1.build()).toBe('/application/1');
    expect(paths.applicationStep3_2.build({ applicationId: 'a b' })).toBe('/application/3-2/a%20b');
    expect(paths.financingProgram.build({ applicationId: null })).toBe('/financing-program');
    expect(paths.editAsset.build({ applicationId: 'A1', assetId: 7 })).toBe('/assets/A1/7');
    expect(paths.uploadFilesStep2.build({ type: 'billOfSale', applicationId: 'A1' })).toBe(
      '/upload-files/billOfSale/A1',
    );
    expect(paths.applicationList.build({ status: 'not-approved' }, { q: 'smith' })).toBe(
      '/applications/not-approved?q=smith',
    );
    expect(paths.coBorrowerStep2.build({ applicationId: 'A1' })).toBe('/application/coborrower/2/A1');
    expect(paths.applicationEvent.build({ event: 'delete', applicationId: 'A1' })).toBe(
      '/application/delete/A1',
    );
  });

  it('requires the parameters a pattern needs (checked by the type system)', () => {
    // @ts-expect-error applicationId is required for Sign
    expect(() => paths.sign.build()).toThrow(/applicationId/);
    // @ts-expect-error Assets takes no 'status'
    paths.assets.build({ applicationId: 'A1', status: 'x' });
  });

  it('lands every route of spec §2 on its screen', () => {
    const expected: Record<string, string> = {
      '/login': 'Login',
      '/logout': 'Logout',
      '/change-password': 'ChangePassword',
      '/accessibility-policy': 'AccessibilityPolicy',
      '/': 'Dashboard',
      '/financing-program': 'FinancingProgram',
      '/financing-program/A1': 'FinancingProgram',
      '/payment-calculator': 'PaymentCalculator',
      '/payment-calculator/': 'PaymentCalculator',
      '/sign/A1': 'Sign',
      '/assets/A1': 'Assets',
      '/assets/A1/new': 'AddAsset',
      '/assets/A1/17': 'EditAsset',
      '/certification/A1': 'Certification',
      '/upload-files/new': 'UploadFilesStep1',
      '/upload-files/A1': 'UploadFilesStep1',
      '/upload-files/voidCheque/A1': 'UploadFilesStep2',
      '/applications/all': 'ApplicationList',
      '/applications/document-progress': 'ApplicationList',
      '/application/1': 'ApplicationStep1',
      '/application/1/new': 'ApplicationStep1',
      '/application/2/A1': 'ApplicationStep2',
      '/application/3-1/A1': 'ApplicationStep3_1',
      '/application/3-2': 'ApplicationStep3_2',
      '/application/3-3/A1': 'ApplicationStep3_3',
      '/application/4/A1': 'ApplicationStep4',
      '/application/submitting/A1': 'WaitingSubmission',
      '/application/pending/A1': 'PendingApproval',
      '/application/not-approved/A1': 'NotApproved',
      '/application/approved': 'Approved',
      '/application/credit-bureau-not-found/A1': 'CreditBureauNotFound',
      '/application/second-look/A1': 'SecondLookWaiting',
      '/application/second-look-approved/A1': 'SecondLookApproved',
      '/application/second-look-declined': 'SecondLookDeclined',
      '/application/coborrower/0': 'CoBorrowerStep0',
      '/application/coborrower/1/A1': 'CoBorrowerStep1',
      '/application/coborrower/2/A1': 'CoBorrowerStep2',
      '/application/coborrower/3/A1': 'CoBorrowerStep3',
      '/application/delete/A1': 'ApplicationEvent',
      '/application/resubmit/A1': 'ApplicationEvent',
      '/auth': 'Auth',
      '/upload-files': 'UploadFiles',
      '/applications': 'Applications',
      '/application': 'Application',
      '/application/3': 'ApplicationStep3',
      '/application/3/A1': 'ApplicationStep3',
      '/coborrower': 'CoBorrower',
      '/sign': 'SignWithoutId',
      '/sign/': 'SignWithoutId',
      '/no/such/page': 'PageNotFound',
      '/application/1/A1/extra': 'PageNotFound',
    };
    const landed = Object.fromEntries(Object.keys(expected).map((url) => [url, routeAt(url)]));
    expect(landed).toEqual(expected);
  });

  it('gives every route of the paths module a place in the route table', () => {
    for (const path of Object.values(paths)) {
      const sample = path.pattern.replace(/:(\w+)\??/g, 'x1');
      expect(routeAt(sample), path.pattern).toBe(path.name);
    }
  });

  it('names the screen of each route in its handle', () => {
    const leaf = matchRoutes(routes, '/sign/A1')?.at(-1);
    expect(screenOf(leaf?.route.handle)).toBe('Sign');
  });

  it('keeps redirects inside the app', () => {
    expect(safeRedirect('/applications/all?q=x')).toBe('/applications/all?q=x');
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
    expect(loginWithRedirect('/')).toBe('/login');
    expect(loginWithRedirect('/sign/A1')).toBe('/login?redirect=%2Fsign%2FA1');
    expect(withSearch('/x', { a: '', b: null })).toBe('/x');
  });
});
