// A message carried to Login in the navigation state: password changed, signed out.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from '../../../lib/navigation.tsx';

export type AuthNoticeKind = 'passwordChanged' | 'loggedOut';

export interface AuthNoticeState {
  notice: AuthNoticeKind;
}

export function authNoticeState(notice: AuthNoticeKind): AuthNoticeState {
  return { notice };
}

function readNotice(state: unknown): AuthNoticeKind | undefined {
  if (state && typeof state === 'object' && 'notice' in state) {
    const { notice } = state;
    if (notice === 'passwordChanged' || notice === 'loggedOut') return notice;
  }
  return undefined;
}

export function AuthNotice() {
  const { t } = useTranslation();
  const notice = readNotice(useNavigation().location.state);
  if (!notice) return null;
  return (
    <Alert color="green" variant="outline" role="status">
      {t(`auth:login.${notice}`)}
    </Alert>
  );
}
