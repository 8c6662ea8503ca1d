// Logout (spec §2): ends the session, then Login; if that fails, an alert and back one page.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { logout } from '../../features/auth/api/logout.ts';
import { authNoticeState } from '../../features/auth/components/auth-notice.tsx';
import { isNoAnswer, wipeOfflineData } from '../../features/offline/index.ts';
import { ApiError, errorMessage } from '../../lib/errors.ts';
import { i18n } from '../../lib/i18n.ts';
import { notifyError } from '../../lib/notify.ts';
import { clearSession, getToken } from '../../lib/session.ts';
import { paths } from '../paths.ts';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const started = useRef(false);
  const hasPreviousPage = location.key !== 'default';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!getToken()) {
      void navigate(paths.login.build(), { replace: true });
      return;
    }
    // What the tablet kept offline is wiped before Login shows (issue 39): the next person finds nothing readable.
    const signedOut = async () => {
      await wipeOfflineData();
      return navigate(paths.login.build(), { replace: true, state: authNoticeState('loggedOut') });
    };
    logout().then(
      () => signedOut(),
      async (error: unknown) => {
        if (error instanceof ApiError && error.sessionExpired) {
          await wipeOfflineData();
          return navigate(paths.login.build(), { replace: true });
        }
        // Offline, nobody can end the session on the server: it ends on this device (the token forgotten, the kept
        // steps wiped), and the server's copy expires on its own.
        if (isNoAnswer(error)) {
          clearSession();
          return signedOut();
        }
        notifyError(`${i18n.t('auth:logout.failed')} ${errorMessage(error)}`);
        return hasPreviousPage ? navigate(-1) : navigate(paths.dashboard.build(), { replace: true });
      },
    );
  }, [navigate, hasPreviousPage]);

  return <PageTitle>{t('auth:logout.inProgress')}</PageTitle>;
}
