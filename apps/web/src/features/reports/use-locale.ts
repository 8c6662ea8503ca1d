// The reader's language as the formatting module wants it; the hook re-renders on a language switch.
import type { Locale } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n.ts';

export function useLocale(): Locale {
  useTranslation();
  return currentLocale();
}
