// Driver's licence scanning (spec §2 Step 2, co-borrower step 0): the one component a scan page shows.

export type { LicenceScanProps } from './components/licence-scan.tsx';
export { LicenceScanLazy as LicenceScan } from './components/licence-scan-lazy.tsx';
export type { ScannedValues } from './scan-values.ts';
