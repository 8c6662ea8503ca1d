// Entry point: styles, then the sign-in page on a fresh load of /login (without the router, decision 025) or the
// router for any other address.
import './app/mantine-styles.css';
import './app/app.css';
import { createRoot } from 'react-dom/client';
import { isBootLoginPath, showBootLogin } from './app/boot-login.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const root = createRoot(container);
if (isBootLoginPath(window.location.pathname)) showBootLogin(root);
else void import('./app/router-app.tsx').then(({ startRouter }) => startRouter(root));
