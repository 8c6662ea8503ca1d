// Switches between English and French: a link setting ?l= on public pages, a button in the signed-in header.
import { Anchor, Button } from '@mantine/core';
import type { Locale } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentLocale, setLocale } from '../../lib/i18n.ts';

export const LANGUAGE_QUERY_PARAM = 'l';

function useOtherLocale(): Locale {
  useTranslation();
  return currentLocale() === 'fr' ? 'en' : 'fr';
}

/** Public pages (Login): the language is part of the address, `?l=fr`, other query values kept. */
export function LanguageLink() {
  const { t } = useTranslation();
  const other = useOtherLocale();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set(LANGUAGE_QUERY_PARAM, other);
  return (
    <Anchor
      component={Link}
      to={{ pathname: location.pathname, search: `?${search.toString()}` }}
      state={location.state}
      lang={other}
      hrefLang={other}
      title={t('common:language.switchToLabel')}
      className="header-link"
    >
      {t('common:language.switchTo')}
    </Anchor>
  );
}

export function LanguageButton() {
  const { t } = useTranslation();
  const other = useOtherLocale();
  return (
    <Button
      variant="subtle"
      size="compact-md"
      lang={other}
      title={t('common:language.switchToLabel')}
      onClick={() => void setLocale(other)}
      className="header-button"
    >
      {t('common:language.switchTo')}
    </Button>
  );
}
