// The certificate feature's public face: the Certification screen (spec §2), for the router.
export { CertificationPage } from './components/certification-page.tsx';
